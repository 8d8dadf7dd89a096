import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { HorizontalScroll } from '../../../components/ui/horizontal-scroll';
import { useShowMore } from '../hooks/use-show-more';
import { ShowMoreButton } from './show-more-button';

export interface TableColumn<T> {
  key: string;
  label: string;
  isNumeric?: boolean;
  render: (row: T) => ReactNode;
  /** The exact value on hover, beside an abbreviated one. */
  title?: (row: T) => string | undefined;
  minWidth?: number;
}

interface ReportTableProps<T> {
  label: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  /** Rows before 'Show more'; all when not set. */
  limit?: number;
}

/** A compact table of a report; numbers right-aligned, long lists folded. */
export function ReportTable<T>(props: ReportTableProps<T>) {
  const { label, columns, rows, rowKey } = props;
  const list = useShowMore(rows, props.limit ?? rows.length);
  return (
    <>
      <HorizontalScroll label={label}>
        <Table size="small" aria-label={label} id={list.listId} sx={TABLE_SX}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.isNumeric ? 'right' : 'left'}
                  // Headers may wrap ('Back / wages'): the columns fit a
                  // half-width card instead of scrolling.
                  sx={{ minWidth: column.minWidth, verticalAlign: 'bottom' }}
                >
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.shown.map((row, index) => (
              <TableRow key={rowKey(row, index)}>
                {columns.map((column, i) => (
                  <TableCell
                    key={column.key}
                    align={column.isNumeric ? 'right' : 'left'}
                    title={column.title?.(row)}
                    sx={column.isNumeric ? NUMERIC_SX : undefined}
                    {...(i === 0 ? { component: 'th', scope: 'row' } : {})}
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </HorizontalScroll>
      <ShowMoreButton list={list} total={rows.length} />
    </>
  );
}

// Tight cells: a half-width card still shows five columns.
const TABLE_SX = {
  '& .MuiTableCell-root': { px: 1, verticalAlign: 'top' },
  '& .MuiTableCell-root:first-of-type': { pl: 0.5 },
  '& .MuiTableCell-root:last-of-type': { pr: 0.5 },
} as const;

const NUMERIC_SX = {
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;
