import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { StatColumn, StatFormat, StatisticsFigure } from '@edge/contracts';
import { VISUALLY_HIDDEN } from '../../../components/ui/visually-hidden';
import { formatStatValue, statValueTitle } from '../utils/format-stat-value';

const NUMERIC: readonly StatFormat[] = [
  'count',
  'money',
  'share',
  'share-change',
];

interface FigureTableProps {
  caption: string;
  columns: readonly StatColumn[];
  rows: StatisticsFigure['rows'];
}

/** A figure's rows, every column, as the server named and formats them. */
export function FigureTable({ caption, columns, rows }: FigureTableProps) {
  const alignOf = (column: StatColumn) =>
    NUMERIC.includes(column.format) ? 'right' : 'left';
  return (
    // A long table scrolls in its own frame, which the keyboard can scroll.
    <Box
      role="region"
      aria-label={`${caption}, table`}
      tabIndex={0}
      sx={{
        maxHeight: 380,
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: '8px',
        minWidth: 0,
      }}
    >
      <Table size="small" stickyHeader sx={TABLE_SX}>
        <Box component="caption" sx={VISUALLY_HIDDEN}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={alignOf(column)}
                sx={{
                  verticalAlign: 'bottom',
                  fontWeight: 600,
                  // A long heading wraps to a few lines, not a word a line.
                  minWidth: alignOf(column) === 'right' ? 96 : 128,
                }}
              >
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              {columns.map((column, i) => (
                <TableCell
                  key={column.key}
                  align={alignOf(column)}
                  title={statValueTitle(column.format, row[column.key])}
                  sx={alignOf(column) === 'right' ? NUMERIC_SX : undefined}
                  {...(i === 0 ? { component: 'th', scope: 'row' } : {})}
                >
                  {formatStatValue(column.format, row[column.key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

const TABLE_SX = {
  '& .MuiTableCell-root': { px: 1.25 },
  '& .MuiTableCell-head': { bgcolor: '#f6f8fb' },
} as const;

const NUMERIC_SX = {
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;
