import type { MouseEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { Module } from '@edge/contracts';
import { useAddFavorite } from '../api/add-favorite';
import { useFavoriteStatus } from '../api/get-favorite-status';
import { useRemoveFavorite } from '../api/remove-favorite';

interface FavoriteToggleProps {
  module: Module;
  muns: string;
  entityName: string;
  /** Slot: a favorite's own controls beside the star (its alerts). */
  renderFavoriteActions?: (favoriteId: number) => ReactNode;
}

/** A star that adds the company to the module's favorites or removes it. */
export function FavoriteToggle({
  module,
  muns,
  entityName,
  renderFavoriteActions,
}: FavoriteToggleProps) {
  const status = useFavoriteStatus(module, muns);
  const add = useAddFavorite(module);
  const remove = useRemoveFavorite(module);
  const favoriteId = status.data?.favoriteId ?? null;
  const isFavorite = favoriteId !== null;
  const isBusy = status.isPending || add.isPending || remove.isPending;
  const label = isFavorite ? 'Remove from favorites' : 'Add to favorites';

  // Inside a results row: the click is the star's, not the row's.
  const handleClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (isBusy) return;
    if (favoriteId !== null) {
      remove.mutate({ id: favoriteId, muns, entityName });
    } else {
      add.mutate({ muns });
    }
  };

  const star = (
    <Tooltip title={`${label}: ${entityName}`} describeChild>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={isFavorite}
        aria-busy={isBusy}
        onClick={handleClick}
        onKeyDown={(event) => event.stopPropagation()}
        sx={{ color: isFavorite ? '#d49a00' : 'text.secondary' }}
      >
        {isFavorite ? <StarIcon /> : <StarBorderIcon />}
      </IconButton>
    </Tooltip>
  );
  if (favoriteId === null || !renderFavoriteActions) return star;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
      {star}
      {renderFavoriteActions(favoriteId)}
    </Box>
  );
}
