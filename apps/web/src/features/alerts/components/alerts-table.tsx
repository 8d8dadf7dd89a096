import type { KeyboardEvent, MouseEvent } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { AlertItem, AlertSortField } from '@edge/contracts';
import { TickAllCell } from '../../../components/ui/tick-cells';
import type { TickedRows } from '../../../hooks/use-ticked-rows';
import { nextAlertSort, type AlertSort } from '../utils/alert-filters';
import { AlertRowCells } from './alert-row-cells';

interface AlertsTableProps {
  items: readonly AlertItem[];
  sort: AlertSort;
  onSort: (sort: AlertSort) => void;
  ticks: TickedRows;
  /** The company dashboard of an alert. */
  companyHrefOf: (item: AlertItem) => string;
  onOpen: (item: AlertItem) => void;
}

// A phone shows each alert as a card: the box on the left, the rest stacked.
const STACKED_ON_PHONE = {
  '@media (max-width: 600px)': {
    tableLayout: 'auto',
    '& thead': { display: 'none' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: '44px minmax(0, 1fr)',
      py: 1,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& tbody td, & tbody th': {
      gridColumn: 2,
      display: 'block',
      border: 0,
      py: 0.25,
      px: 0,
      width: 'auto',
    },
    '& tbody td:first-of-type': { gridColumn: 1, gridRow: 'span 4' },
  },
} as const;

const COLUMNS: ReadonlyArray<{
  label: string;
  field?: AlertSortField;
  width: string | number;
}> = [
  { label: 'Company', field: 'entity_name', width: '27%' },
  { label: 'Event', field: 'type', width: '21%' },
  { label: 'Summary', width: 'auto' },
  { label: 'Date', field: 'occurred_date', width: 112 },
];

function SortHead({
  column,
  sort,
  onSort,
}: {
  column: (typeof COLUMNS)[number];
  sort: AlertSort;
  onSort: (sort: AlertSort) => void;
}) {
  const { field } = column;
  const isActive = field === sort.field;
  return (
    <TableCell
      sx={{ width: column.width, whiteSpace: 'nowrap' }}
      aria-sort={
        !isActive
          ? undefined
          : sort.order === 'asc'
            ? 'ascending'
            : 'descending'
      }
    >
      {field ? (
        <TableSortLabel
          active={isActive}
          direction={
            isActive ? sort.order : field === 'occurred_date' ? 'desc' : 'asc'
          }
          onClick={() => onSort(nextAlertSort(field, sort))}
        >
          {column.label}
        </TableSortLabel>
      ) : (
        column.label
      )}
    </TableCell>
  );
}

/** The alerts: unread ones in bold; a row opens the company's alerts. */
export function AlertsTable(props: AlertsTableProps) {
  const { items, ticks } = props;
  const handleKeyDown = (item: AlertItem) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    props.onOpen(item);
  };
  const handleClick = (item: AlertItem) => (event: MouseEvent) => {
    // A link or a box in the row does its own thing.
    if ((event.target as HTMLElement).closest('a, button, input')) return;
    props.onOpen(item);
  };
  return (
    <Table
      size="small"
      aria-label="Alerts"
      sx={{ tableLayout: 'fixed', ...STACKED_ON_PHONE }}
    >
      <TableHead>
        <TableRow>
          <TickAllCell
            ids={items.map((item) => String(item.id))}
            ticks={ticks}
            label="Select every alert shown"
          />
          {COLUMNS.map((column) => (
            <SortHead
              key={column.label}
              column={column}
              sort={props.sort}
              onSort={props.onSort}
            />
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow
            key={item.id}
            hover
            tabIndex={0}
            selected={ticks.isTicked(String(item.id))}
            data-unread={!item.checked || undefined}
            onClick={handleClick(item)}
            onKeyDown={handleKeyDown(item)}
            sx={{ cursor: 'pointer' }}
          >
            <AlertRowCells
              item={item}
              ticks={ticks}
              companyHref={props.companyHrefOf(item)}
            />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
