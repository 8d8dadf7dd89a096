import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type {
  BrokerSearchHit,
  BrokerSearchSort,
  BrokerSearchSortField,
} from '@edge/contracts';
import { paths } from '../../../config/paths';
import { formatCount, formatMoney } from '@edge/contracts';
import { nextBrokerSort, splitBrokerSort } from '../utils/broker-search-params';

interface Column {
  field: BrokerSearchSortField;
  label: string;
  isNumeric?: boolean;
  minWidth?: number;
  render: (broker: BrokerSearchHit) => ReactNode;
}

const COLUMNS: readonly Column[] = [
  {
    field: 'name',
    label: 'Broker',
    minWidth: 300,
    render: (broker) => (
      <>
        <Link
          component={RouterLink}
          to={paths.brokerProfile(broker.msid)}
          underline="hover"
          sx={{ fontWeight: 600 }}
        >
          {broker.name}
        </Link>
        {broker.address && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {broker.address}
          </Typography>
        )}
      </>
    ),
  },
  // Room for a two-word city on one line; longer ones wrap.
  { field: 'city', label: 'City', minWidth: 140, render: (b) => b.city },
  { field: 'state', label: 'State', render: (b) => b.state },
  { field: 'zip', label: 'ZIP', render: (b) => b.zip },
  {
    field: 'clients',
    label: 'Clients',
    isNumeric: true,
    render: (b) => formatCount(b.clients),
  },
  {
    field: 'participants',
    label: 'Participants',
    isNumeric: true,
    render: (b) => formatCount(b.participants),
  },
  {
    field: 'premium',
    label: 'Premium',
    isNumeric: true,
    render: (b) => formatMoney(b.premium),
  },
];

interface BrokerSearchTableProps {
  brokers: readonly BrokerSearchHit[];
  sort: BrokerSearchSort;
  onSort: (sort: BrokerSearchSort) => void;
}

/** Brokers found; a header sorts, a name opens the broker profile. */
export function BrokerSearchTable({
  brokers,
  sort,
  onSort,
}: BrokerSearchTableProps) {
  const [sortField, sortDirection] = splitBrokerSort(sort);
  const directionOf = (column: Column) =>
    column.field === sortField
      ? sortDirection
      : column.isNumeric
        ? 'desc'
        : 'asc';
  return (
    <Table size="small" aria-label="Brokers">
      <TableHead>
        <TableRow sx={{ bgcolor: '#f8fafc' }}>
          {COLUMNS.map((column) => {
            const isActive = column.field === sortField;
            return (
              <TableCell
                key={column.field}
                align={column.isNumeric ? 'right' : 'left'}
                aria-sort={
                  !isActive
                    ? 'none'
                    : sortDirection === 'asc'
                      ? 'ascending'
                      : 'descending'
                }
                sx={{ whiteSpace: 'nowrap', minWidth: column.minWidth }}
              >
                <TableSortLabel
                  active={isActive}
                  direction={directionOf(column)}
                  onClick={() =>
                    onSort(
                      nextBrokerSort(column.field, !!column.isNumeric, sort),
                    )
                  }
                >
                  {column.label}
                </TableSortLabel>
              </TableCell>
            );
          })}
        </TableRow>
      </TableHead>
      <TableBody>
        {brokers.map((broker) => (
          <TableRow key={broker.msid} hover>
            {COLUMNS.map((column, i) => (
              <TableCell
                key={column.field}
                align={column.isNumeric ? 'right' : 'left'}
                {...(i === 0 ? { component: 'th', scope: 'row' } : {})}
              >
                {column.render(broker)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
