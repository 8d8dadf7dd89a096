import { useEffect, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { Favorite, FavoriteSort, Module } from '@edge/contracts';
import { useFavorites } from '../api/get-favorites';
import { useTableState } from '../../../hooks/use-table-state';
import { useTickedRows } from '../../../hooks/use-ticked-rows';
import {
  FAVORITE_SORT_RULE,
  lastPageFor,
} from '../utils/favorites-table-state';
import { FavoritesList } from './favorites-list';
import {
  FavoritesEmpty,
  FavoritesError,
  FavoritesLoading,
} from './favorites-states';
import { ImportFavoritesDialog } from './import-favorites-dialog';
import { RemoveFavoriteDialog } from './remove-favorite-dialog';

interface FavoritesPanelProps {
  module: Module;
  /** The module home, to start a search. */
  searchHref: string;
  /** Beside Import (Export), with what the list holds and the ticked ones. */
  listActions?: (list: FavoritesOnScreen) => ReactNode;
  /** Rows can be ticked (to export them). */
  isTickable?: boolean;
  /** Slot: more controls of each favorite (its alerts). */
  rowActions?: (favorite: Favorite) => ReactNode;
}

/** What the list's actions know of the favorites on screen. */
export interface FavoritesOnScreen {
  count: number;
  /** The list's order, as the favorites query says it. */
  sort: FavoriteSort;
  /** The companies ticked, in the order ticked. */
  ticked: readonly string[];
}

type Action = { kind: 'import' } | { kind: 'remove'; favorite: Favorite };

/** The module's favorites with loading, empty and error states. */
export function FavoritesPanel({
  module,
  searchHref,
  listActions,
  isTickable = false,
  rowActions,
}: FavoritesPanelProps) {
  const { state, query, update } = useTableState(FAVORITE_SORT_RULE);
  const favorites = useFavorites(module, query);
  // Ticks stay through paging and sorting, per module.
  const ticks = useTickedRows(module);
  const [action, setAction] = useState<Action | null>(null);
  const close = () => setAction(null);
  const count = favorites.data?.count;
  // A removal can empty the last page: step back to the one before.
  useEffect(() => {
    if (count === undefined || favorites.isPlaceholderData) return;
    const last = lastPageFor(count, state.pageSize);
    if (state.page > last) update({ page: last });
  }, [count, favorites.isPlaceholderData, state, update]);

  const importButton = (
    <Button
      variant="outlined"
      startIcon={<UploadFileIcon />}
      onClick={() => setAction({ kind: 'import' })}
    >
      Import favorites
    </Button>
  );
  let content;
  if (favorites.isPending) content = <FavoritesLoading />;
  else if (favorites.isError) {
    content = (
      <FavoritesError
        message={favorites.error.message}
        onRetry={() => void favorites.refetch()}
      />
    );
  } else if (favorites.data.count === 0) {
    content = (
      <FavoritesEmpty searchHref={searchHref} importButton={importButton} />
    );
  } else {
    content = (
      <FavoritesList
        module={module}
        list={favorites.data}
        state={state}
        isUpdating={favorites.isPlaceholderData}
        onChange={update}
        onRemove={(favorite) => setAction({ kind: 'remove', favorite })}
        ticks={isTickable ? ticks : undefined}
        rowActions={rowActions}
        actions={
          <>
            {importButton}
            {listActions?.({
              count: favorites.data.count,
              sort: state.sort,
              ticked: isTickable ? ticks.ids : [],
            })}
          </>
        }
      />
    );
  }
  return (
    <>
      {content}
      {action?.kind === 'import' && (
        <ImportFavoritesDialog module={module} onClose={close} />
      )}
      {action?.kind === 'remove' && (
        <RemoveFavoriteDialog
          module={module}
          favorite={action.favorite}
          onClose={close}
          // A removed favorite is no longer ticked.
          onRemoved={(favorite) => ticks.setAll([favorite.muns], false)}
        />
      )}
    </>
  );
}
