import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { DetailsSort } from '@edge/contracts';
import {
  nextSort,
  splitSort,
  type SortDirection,
} from '../../../utils/table-state';

export interface DetailsColumn<Row, F extends string> {
  key: string;
  label: string;
  sortField?: F;
  /** How a first click sorts; numbers and dates default to the largest. */
  firstSort?: SortDirection;
  isNumeric?: boolean;
  minWidth?: number;
  render: (row: Row) => ReactNode;
}

interface DetailsTableProps<Row, F extends string> {
  label: string;
  columns: readonly DetailsColumn<Row, F>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort: DetailsSort<F>;
  onSort: (sort: DetailsSort<F>) => void;
}

function SortableHeader<Row, F extends string>({
  column,
  sort,
  onSort,
}: {
  column: DetailsColumn<Row, F> & { sortField: F };
  sort: DetailsSort<F>;
  onSort: (sort: DetailsSort<F>) => void;
}) {
  const [field, direction] = splitSort(sort);
  const first = column.firstSort ?? (column.isNumeric ? 'desc' : 'asc');
  const isActive = column.sortField === field;
  return (
    <TableSortLabel
      active={isActive}
      // The arrow shows on the sorted column only, so a dozen columns fit.
      hideSortIcon
      direction={isActive ? direction : first}
      onClick={() => onSort(nextSort(column.sortField, first, sort))}
    >
      {column.label}
    </TableSortLabel>
  );
}

function ariaSort(field: string | undefined, sort: string) {
  if (field === undefined) return undefined;
  const [current, direction] = sort.split('.');
  if (field !== current) return 'none';
  return direction === 'asc' ? 'ascending' : 'descending';
}

/**
 * A details table: headers with a sort button (keyboard-usable, named by
 * aria-sort), the first cell of a row as its header.
 */
export function DetailsTable<Row, F extends string>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
}: DetailsTableProps<Row, F>) {
  return (
    <Table
      size="small"
      aria-label={label}
      // Narrow gutters and a smaller face: a dozen columns fit a laptop.
      sx={{ '& th, & td': { px: 1, fontSize: 13 } }}
    >
      <TableHead>
        <TableRow sx={{ bgcolor: '#f8fafc' }}>
          {columns.map((column) => (
            <TableCell
              key={column.key}
              align={column.isNumeric ? 'right' : 'left'}
              aria-sort={ariaSort(column.sortField, sort)}
              // Headers may wrap; values stay on one line unless wide.
              sx={{ minWidth: column.minWidth, verticalAlign: 'bottom' }}
            >
              {column.sortField ? (
                <SortableHeader
                  column={{ ...column, sortField: column.sortField }}
                  sort={sort}
                  onSort={onSort}
                />
              ) : (
                column.label
              )}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)} hover>
            {columns.map((column, i) => (
              <TableCell
                key={column.key}
                align={column.isNumeric ? 'right' : 'left'}
                sx={{ whiteSpace: column.minWidth ? undefined : 'nowrap' }}
                {...(i === 0 ? { component: 'th', scope: 'row' } : {})}
              >
                {column.render(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
