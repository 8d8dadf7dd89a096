import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import type { SearchSort } from '../../utils/search-modules';
import type { ResultColumn } from './result-column';

interface ResultsTableHeadProps<H> {
  columns: readonly ResultColumn<H>[];
  sort: SearchSort | null;
  onSort: (sort: SearchSort) => void;
  /** The header cell of a last column of actions, if any. */
  actionsHeader?: ReactNode;
  /** The header cell of a first column of tick boxes, if any. */
  tickHeader?: ReactNode;
}

export const stickyFirstCell = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'inherit',
} as const;

/** A click sorts by a column; a second click turns the order around. */
export function nextSort(
  column: { sortField?: string; isNumeric?: boolean },
  sort: SearchSort | null,
): SearchSort | null {
  if (!column.sortField) return null;
  if (sort?.field === column.sortField) {
    return {
      field: sort.field,
      direction: sort.direction === 'asc' ? 'desc' : 'asc',
    };
  }
  // Numbers and dates start high (largest, latest); text from A.
  return {
    field: column.sortField,
    direction: column.isNumeric ? 'desc' : 'asc',
  };
}

export function ResultsTableHead<H>({
  columns,
  sort,
  onSort,
  actionsHeader,
  tickHeader,
}: ResultsTableHeadProps<H>) {
  return (
    <TableHead>
      <TableRow sx={{ bgcolor: '#f8fafc' }}>
        {tickHeader}
        {columns.map((column, i) => {
          const isSorted = sort !== null && sort.field === column.sortField;
          const direction = isSorted
            ? sort.direction
            : column.isNumeric
              ? 'desc'
              : 'asc';
          return (
            <TableCell
              key={column.key}
              align={column.isNumeric ? 'right' : 'left'}
              aria-sort={
                isSorted
                  ? sort.direction === 'asc'
                    ? 'ascending'
                    : 'descending'
                  : 'none'
              }
              // A long label wraps between words rather than push columns
              // out of view; the sort mark stays beside its words.
              sx={{
                whiteSpace: i === 0 ? 'nowrap' : 'normal',
                verticalAlign: 'bottom',
                px: 1.5,
                lineHeight: 1.3,
                ...(i === 0 ? stickyFirstCell : {}),
              }}
            >
              {column.sortField ? (
                <TableSortLabel
                  active={isSorted}
                  direction={direction}
                  onClick={() => {
                    const next = nextSort(column, sort);
                    if (next) onSort(next);
                  }}
                >
                  {column.label}
                </TableSortLabel>
              ) : (
                column.label
              )}
            </TableCell>
          );
        })}
        {actionsHeader}
      </TableRow>
    </TableHead>
  );
}
