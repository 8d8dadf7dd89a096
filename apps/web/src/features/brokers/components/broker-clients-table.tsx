import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type {
  BrokerClient,
  BrokerClientSort,
  BrokerClientSortField,
} from '@edge/contracts';
import { paths } from '../../../config/paths';
import { formatCount, formatMoney, formatMonth } from '@edge/contracts';
import { nextSort, splitSort } from '../../../utils/table-state';

interface Column {
  key: string;
  label: string;
  sortField?: BrokerClientSortField;
  isNumeric?: boolean;
  minWidth?: number;
  render: (client: BrokerClient) => ReactNode;
}

/** A client's name, opening its Benefits dashboard; Back returns here. */
function ClientNameLink({ client }: { client: BrokerClient }) {
  const { pathname, search } = useLocation();
  return (
    <Link
      component={RouterLink}
      to={paths.companyDashboard(client.muns, 'eb')}
      state={{ returnTo: `${pathname}${search}` }}
      underline="hover"
      sx={{ fontWeight: 600 }}
    >
      {client.entity_name}
    </Link>
  );
}

const COLUMNS: readonly Column[] = [
  {
    key: 'entity_name',
    label: 'Company',
    sortField: 'entity_name',
    minWidth: 180,
    render: (client) => <ClientNameLink client={client} />,
  },
  { key: 'city', label: 'City', render: (c) => c.city },
  { key: 'state', label: 'State', sortField: 'state', render: (c) => c.state },
  {
    key: 'employees',
    label: 'Employees',
    sortField: 'employees',
    isNumeric: true,
    render: (c) => formatCount(c.employees),
  },
  {
    key: 'participants',
    label: 'Participants',
    isNumeric: true,
    render: (c) => formatCount(c.participants),
  },
  {
    key: 'premium',
    label: 'Premium',
    sortField: 'premium',
    isNumeric: true,
    render: (c) => formatMoney(c.premium),
  },
  // Months read January first, so a first click sorts ascending.
  {
    key: 'renewal_month',
    label: 'Renewal',
    sortField: 'renewal_month',
    render: (c) => formatMonth(c.renewal_month),
  },
  {
    key: 'carrier',
    label: 'Carrier',
    minWidth: 140,
    render: (c) => c.carrier,
  },
];

interface BrokerClientsTableProps {
  clients: readonly BrokerClient[];
  sort: BrokerClientSort;
  onSort: (sort: BrokerClientSort) => void;
}

function ariaSort(column: Column, sort: BrokerClientSort) {
  const [field, direction] = splitSort(sort);
  if (column.sortField !== field) return 'none';
  return direction === 'asc' ? 'ascending' : 'descending';
}

/** The broker's clients; a header sorts, a name opens the company dashboard. */
export function BrokerClientsTable({
  clients,
  sort,
  onSort,
}: BrokerClientsTableProps) {
  const [sortField, sortDirection] = splitSort(sort);
  return (
    <Table
      size="small"
      aria-label="Clients"
      // Narrow gutters: every column, the carrier too, fits a laptop.
      sx={{ '& th, & td': { px: 1 } }}
    >
      <TableHead>
        <TableRow sx={{ bgcolor: '#f8fafc' }}>
          {COLUMNS.map((column) => (
            <TableCell
              key={column.key}
              align={column.isNumeric ? 'right' : 'left'}
              aria-sort={ariaSort(column, sort)}
              sx={{ whiteSpace: 'nowrap', minWidth: column.minWidth }}
            >
              {column.sortField ? (
                <TableSortLabel
                  active={column.sortField === sortField}
                  direction={
                    column.sortField === sortField
                      ? sortDirection
                      : column.isNumeric
                        ? 'desc'
                        : 'asc'
                  }
                  onClick={() =>
                    onSort(
                      nextSort(
                        column.sortField!,
                        column.isNumeric ? 'desc' : 'asc',
                        sort,
                      ),
                    )
                  }
                >
                  {column.label}
                </TableSortLabel>
              ) : (
                column.label
              )}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {clients.map((client) => (
          <TableRow key={client.muns} hover>
            {COLUMNS.map((column, i) => (
              <TableCell
                key={column.key}
                align={column.isNumeric ? 'right' : 'left'}
                {...(i === 0 ? { component: 'th', scope: 'row' } : {})}
              >
                {column.render(client)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
