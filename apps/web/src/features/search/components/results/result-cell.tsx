import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import type { ResultColumn } from './result-column';
import { stickyFirstCell } from './results-table-head';

interface ResultCellProps<H> {
  column: ResultColumn<H>;
  hit: H;
  isFirst: boolean;
}

// On a phone the company name wraps between words (whole, on two or three
// lines) where other long text is cut with '…'.
const wrapOnPhone = {
  whiteSpace: { xs: 'normal', md: 'nowrap' },
  minWidth: { xs: 140, md: 0 },
  overflowWrap: 'break-word',
} as const;

/** One value: numbers right-aligned in even digits, long text cut with '…'. */
export function ResultCell<H>({ column, hit, isFirst }: ResultCellProps<H>) {
  const content = column.render(hit);
  return (
    <TableCell
      align={column.isNumeric ? 'right' : 'left'}
      sx={{
        whiteSpace: 'nowrap',
        px: 1.5,
        ...(isFirst ? { whiteSpace: wrapOnPhone.whiteSpace } : {}),
        fontVariantNumeric: column.isNumeric ? 'tabular-nums' : undefined,
        ...(isFirst ? stickyFirstCell : {}),
      }}
    >
      {column.maxWidth ? (
        <Box
          component="span"
          title={column.textOf?.(hit) ?? undefined}
          sx={{
            display: 'block',
            // A phone keeps room beside the fixed company column.
            maxWidth: {
              xs: Math.min(column.maxWidth, 150),
              md: column.maxWidth,
            },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            ...(isFirst ? wrapOnPhone : {}),
          }}
        >
          {content}
        </Box>
      ) : (
        content
      )}
    </TableCell>
  );
}
