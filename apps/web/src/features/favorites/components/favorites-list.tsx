import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type {
  Favorite,
  FavoriteList,
  FavoriteSortField,
  Module,
} from '@edge/contracts';
import { PagedTable } from '../../../components/ui/paged-table';
import { TickedCount } from '../../../components/ui/ticked-count';
import type { TickedRows } from '../../../hooks/use-ticked-rows';
import type { TableState } from '../../../utils/table-state';
import { FavoritesTable } from './favorites-table';

interface FavoritesListProps {
  module: Module;
  list: FavoriteList;
  state: TableState<FavoriteSortField>;
  /** A newer page is on its way: the current one stays. */
  isUpdating: boolean;
  onChange: (change: Partial<TableState<FavoriteSortField>>) => void;
  onRemove: (favorite: Favorite) => void;
  actions: ReactNode;
  /** Tick boxes on the rows (to export them), when the user may export. */
  ticks?: TickedRows | undefined;
  /** Slot: more controls of each favorite (its alerts). */
  rowActions?: ((favorite: Favorite) => ReactNode) | undefined;
}

const countText = (count: number) =>
  count === 1 ? '1 favorite' : `${count.toLocaleString('en-US')} favorites`;

/** The count, the page of favorites and the page footer. */
export function FavoritesList(props: FavoritesListProps) {
  const { list, state, onChange } = props;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
      >
        <Typography sx={{ color: 'text.secondary' }}>
          {countText(list.count)}
        </Typography>
        {props.ticks && <TickedCount ticks={props.ticks} />}
        <Box sx={{ ml: 'auto', display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {props.actions}
        </Box>
      </Box>
      <Paper
        variant="outlined"
        sx={{ borderRadius: '12px', overflow: 'hidden' }}
      >
        <PagedTable
          label="Favorites table"
          isUpdating={props.isUpdating}
          total={list.count}
          page={state.page}
          pageSize={state.pageSize}
          onChange={onChange}
        >
          <FavoritesTable
            module={props.module}
            favorites={list.favorites}
            sort={state.sort}
            // A new order starts again at the first page.
            onSort={(sort) => onChange({ sort, page: 1 })}
            onRemove={props.onRemove}
            ticks={props.ticks}
            rowActions={props.rowActions}
          />
        </PagedTable>
      </Paper>
    </Box>
  );
}
