import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type {
  Favorite,
  FavoriteSort,
  FavoriteSortField,
  Module,
} from '@edge/contracts';
import { paths } from '../../../config/paths';
import { TickAllCell, TickCell } from '../../../components/ui/tick-cells';
import { VISUALLY_HIDDEN } from '../../../components/ui/visually-hidden';
import type { TickedRows } from '../../../hooks/use-ticked-rows';
import { formatTimestampDate } from '../../../utils/format-timestamp';
import { nextSort, splitSort } from '../../../utils/table-state';
import { firstFavoriteSort } from '../utils/favorites-table-state';
import { FavoriteComment } from './favorite-comment';

interface Column {
  key: string;
  label: string;
  sortField?: FavoriteSortField;
  width?: number | string;
  isNoWrap?: boolean;
  render: (favorite: Favorite, module: Module) => ReactNode;
}

const COLUMNS: readonly Column[] = [
  {
    key: 'name',
    label: 'Company',
    sortField: 'name',
    width: '28%',
    render: (f, module) => (
      <Link
        component={RouterLink}
        to={paths.companyDashboard(f.muns, module)}
        underline="hover"
        sx={{ fontWeight: 600 }}
      >
        {f.entity_name}
      </Link>
    ),
  },
  {
    key: 'city',
    label: 'City',
    sortField: 'city',
    isNoWrap: true,
    render: (f) => f.city,
  },
  {
    key: 'state',
    label: 'State',
    sortField: 'state',
    isNoWrap: true,
    render: (f) => f.state,
  },
  {
    key: 'comment',
    label: 'Comment',
    width: '36%',
    render: (f, module) => <FavoriteComment module={module} favorite={f} />,
  },
  {
    key: 'created_at',
    label: 'Added',
    sortField: 'created_at',
    isNoWrap: true,
    render: (f) => formatTimestampDate(f.created_at),
  },
];

interface FavoritesTableProps {
  module: Module;
  favorites: readonly Favorite[];
  sort: FavoriteSort;
  onSort: (sort: FavoriteSort) => void;
  onRemove: (favorite: Favorite) => void;
  /** A first column of tick boxes, if any. */
  ticks?: TickedRows | undefined;
  /** Slot: more controls of a favorite, before its remove button. */
  rowActions?: ((favorite: Favorite) => ReactNode) | undefined;
}

function ariaSort(column: Column, sort: FavoriteSort) {
  const [field, direction] = splitSort(sort);
  if (column.sortField !== field) return 'none';
  return direction === 'asc' ? 'ascending' : 'descending';
}

function SortableHead({
  column,
  sort,
  onSort,
}: {
  column: Column;
  sort: FavoriteSort;
  onSort: FavoritesTableProps['onSort'];
}) {
  const [field, direction] = splitSort(sort);
  const { sortField } = column;
  if (!sortField) return column.label;
  const isActive = sortField === field;
  const first = firstFavoriteSort(sortField);
  return (
    <TableSortLabel
      active={isActive}
      direction={isActive ? direction : first}
      onClick={() => onSort(nextSort(sortField, first, sort))}
    >
      {column.label}
    </TableSortLabel>
  );
}

/** The favorites: a header sorts, a name opens the company dashboard. */
export function FavoritesTable(props: FavoritesTableProps) {
  const { module, favorites, sort, onSort, onRemove, ticks, rowActions } =
    props;
  return (
    <Table size="small" aria-label="Favorites">
      <TableHead>
        <TableRow sx={{ bgcolor: '#f8fafc' }}>
          {ticks && (
            <TickAllCell ids={favorites.map((f) => f.muns)} ticks={ticks} />
          )}
          {COLUMNS.map((column) => (
            <TableCell
              key={column.key}
              aria-sort={ariaSort(column, sort)}
              sx={{ whiteSpace: 'nowrap', width: column.width }}
            >
              <SortableHead column={column} sort={sort} onSort={onSort} />
            </TableCell>
          ))}
          <TableCell sx={{ width: rowActions ? 96 : 56 }}>
            <span style={VISUALLY_HIDDEN}>Actions</span>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {favorites.map((favorite) => (
          <TableRow key={favorite.id} hover aria-label={favorite.entity_name}>
            {ticks && (
              <TickCell
                id={favorite.muns}
                label={favorite.entity_name}
                ticks={ticks}
              />
            )}
            {COLUMNS.map((column, i) => (
              <TableCell
                key={column.key}
                sx={column.isNoWrap ? { whiteSpace: 'nowrap' } : undefined}
                {...(i === 0 ? { component: 'th', scope: 'row' } : {})}
              >
                {column.render(favorite, module)}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {rowActions?.(favorite)}
              <IconButton
                size="small"
                aria-label={`Remove ${favorite.entity_name} from favorites`}
                onClick={() => onRemove(favorite)}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
