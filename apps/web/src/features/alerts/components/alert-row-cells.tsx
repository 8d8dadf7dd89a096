import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { AlertItem } from '@edge/contracts';
import { TickCell } from '../../../components/ui/tick-cells';
import { VISUALLY_HIDDEN } from '../../../components/ui/visually-hidden';
import type { TickedRows } from '../../../hooks/use-ticked-rows';
import { formatCalendarDate } from '../../../utils/format-calendar-date';

const place = (item: AlertItem) =>
  [item.city, item.state].filter(Boolean).join(', ');

/** One alert's cells; an unread alert is bold and marked with a dot. */
export function AlertRowCells({
  item,
  ticks,
  companyHref,
}: {
  item: AlertItem;
  ticks: TickedRows;
  companyHref: string;
}) {
  const isUnread = !item.checked;
  const weight = isUnread ? 700 : 400;
  const date = formatCalendarDate(item.occurred_date);
  return (
    <>
      <TickCell
        id={String(item.id)}
        verb="Select"
        label={`${item.label} at ${item.entity_name}, ${date}`}
        ticks={ticks}
      />
      <TableCell component="th" scope="row" sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            aria-hidden
            sx={{
              width: 8,
              height: 8,
              flex: 'none',
              borderRadius: '50%',
              bgcolor: isUnread ? 'secondary.main' : 'transparent',
            }}
          />
          <Link
            component={RouterLink}
            to={companyHref}
            underline="hover"
            sx={{ fontWeight: isUnread ? 700 : 600, overflowWrap: 'anywhere' }}
          >
            {item.entity_name}
          </Link>
          {isUnread && <Box sx={VISUALLY_HIDDEN}>(new)</Box>}
        </Box>
        {place(item) && (
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', pl: 2, fontSize: '0.8rem' }}
          >
            {place(item)}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ fontWeight: weight }}>{item.label}</TableCell>
      <TableCell sx={{ fontWeight: weight }}>
        <Typography
          variant="body2"
          title={item.summary}
          sx={{
            fontWeight: 'inherit',
            // One line on a wide screen; a phone may wrap it.
            whiteSpace: { sm: 'nowrap' },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {item.summary}
        </Typography>
      </TableCell>
      <TableCell
        sx={{
          fontWeight: weight,
          whiteSpace: 'nowrap',
          fontVariantNumeric: 'tabular-nums',
          color: 'text.secondary',
        }}
      >
        {date}
      </TableCell>
    </>
  );
}
