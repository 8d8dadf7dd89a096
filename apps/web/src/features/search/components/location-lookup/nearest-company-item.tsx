import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { PcHit } from '@edge/contracts';
import { formatCount } from '@edge/contracts';
import type { NearCompany } from '../../api/get-nearest-companies';

/** 0.4 mi, 12 mi: tenths while close. */
export function formatMiles(miles: number): string {
  const shown = miles < 10 ? miles.toFixed(1) : String(Math.round(miles));
  return `${shown} mi`;
}

function factsOf(hit: PcHit): string {
  const place = [hit.city, hit.state].filter(Boolean).join(', ');
  const employees =
    hit.employees === null
      ? 'employees not known'
      : `${formatCount(hit.employees)} ${hit.employees === 1 ? 'employee' : 'employees'}`;
  return [place, employees].filter(Boolean).join(' · ');
}

interface NearestCompanyItemProps {
  company: NearCompany;
  isSelected: boolean;
  onOpen: (hit: PcHit, element: HTMLElement) => void;
}

/** One company near the place: name, where, how big, what it does, how far. */
export function NearestCompanyItem(props: NearestCompanyItemProps) {
  const { hit, miles } = props.company;
  return (
    <ListItem disablePadding>
      <ListItemButton
        selected={props.isSelected}
        aria-label={`${hit.entity_name}, ${formatMiles(miles)} away`}
        onClick={(event) => props.onOpen(hit, event.currentTarget)}
        sx={{
          alignItems: 'flex-start',
          gap: 2,
          py: 1.25,
          borderRadius: 1,
          minWidth: 0,
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="p">
            {hit.entity_name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {factsOf(hit)}
          </Typography>
          <Typography
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary' }}
            noWrap
          >
            {hit.industry ?? 'Industry not known'}
          </Typography>
        </Box>
        <Typography
          variant="body2"
          sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          {formatMiles(miles)}
        </Typography>
      </ListItemButton>
    </ListItem>
  );
}
