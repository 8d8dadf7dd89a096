import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import {
  formatCount,
  type ActivitySortField,
  type ActivityUserRow,
} from '@edge/contracts';
import { HorizontalScroll } from '../../../components/ui/horizontal-scroll';
import { formatDay } from '../utils/report-range';

export interface UserSort {
  field: ActivitySortField;
  direction: 'asc' | 'desc';
}

const COLUMNS: {
  field: ActivitySortField;
  label: string;
  isNumeric: boolean;
}[] = [
  { field: 'name', label: 'User', isNumeric: false },
  { field: 'signIns', label: 'Sign-ins', isNumeric: true },
  { field: 'searches', label: 'Searches', isNumeric: true },
  { field: 'companyViews', label: 'Company views', isNumeric: true },
  { field: 'exports', label: 'Exports', isNumeric: true },
  { field: 'lastActive', label: 'Last active', isNumeric: false },
];

/** Figures first by the largest; names and days from A and the oldest. */
export function nextUserSort(
  current: UserSort,
  field: ActivitySortField,
): UserSort {
  if (current.field === field) {
    return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  const isNumeric = COLUMNS.find((c) => c.field === field)?.isNumeric;
  return {
    field,
    direction: isNumeric || field === 'lastActive' ? 'desc' : 'asc',
  };
}

/** Each user's figures over the range; a column heading sorts by it. */
export function ActivityUserTable({
  rows,
  sort,
  onSort,
}: {
  rows: readonly ActivityUserRow[];
  sort: UserSort;
  onSort: (sort: UserSort) => void;
}) {
  return (
    <HorizontalScroll label="Activity per user">
      <Table size="small" aria-label="Activity per user">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column.field}
                align={column.isNumeric ? 'right' : 'left'}
                sortDirection={
                  sort.field === column.field ? sort.direction : false
                }
                sx={{ whiteSpace: 'nowrap' }}
              >
                <TableSortLabel
                  active={sort.field === column.field}
                  direction={
                    sort.field === column.field ? sort.direction : 'asc'
                  }
                  onClick={() => onSort(nextUserSort(sort, column.field))}
                >
                  {column.label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.userId} hover>
              <TableCell sx={{ minWidth: 180 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {row.name}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {row.username}
                </Typography>
              </TableCell>
              <TableCell align="right">{formatCount(row.signIns)}</TableCell>
              <TableCell align="right">{formatCount(row.searches)}</TableCell>
              <TableCell align="right">
                {formatCount(row.companyViews)}
              </TableCell>
              <TableCell align="right">{formatCount(row.exports)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDay(row.lastActive)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </HorizontalScroll>
  );
}
