import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { formatCount, type Module } from '@edge/contracts';
import { AddToListDialog } from '../features/company-lists/components/add-to-list-dialog';
import { useAddFavorites } from '../features/favorites/api/add-favorites';
import { SetStagesDialog } from '../features/pipeline/components/set-stages-dialog';

interface TickedActionsProps {
  module: Module;
  /** The companies the user ticked, in the order ticked. */
  ticked: readonly string[];
}

/**
 * 'With N ticked' on the results: add the ticked companies to favorites or
 * to a list, or set their pipeline stage, at once. The ticks stay after.
 */
export function TickedActions({ module, ticked }: TickedActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isStageOpen, setIsStageOpen] = useState(false);
  const [isListOpen, setIsListOpen] = useState(false);
  const menuId = useId();
  const addFavorites = useAddFavorites(module);
  if (ticked.length === 0) return null;

  const handleAddFavorites = () => {
    setAnchor(null);
    addFavorites.mutate(ticked);
  };
  const handleAddToList = () => {
    setAnchor(null);
    setIsListOpen(true);
  };
  const handleSetStage = () => {
    setAnchor(null);
    setIsStageOpen(true);
  };

  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-busy={addFavorites.isPending}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {addFavorites.isPending
          ? 'Adding to favorites…'
          : `With ${formatCount(ticked.length)} ticked`}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        <MenuItem
          onClick={handleAddFavorites}
          disabled={addFavorites.isPending}
        >
          Add to favorites
        </MenuItem>
        <MenuItem onClick={handleAddToList}>Add to a list…</MenuItem>
        <MenuItem onClick={handleSetStage}>Set pipeline stage…</MenuItem>
      </Menu>
      {isListOpen && (
        <AddToListDialog
          module={module}
          muns={ticked}
          onClose={() => setIsListOpen(false)}
        />
      )}
      {isStageOpen && (
        <SetStagesDialog
          module={module}
          muns={ticked}
          onClose={() => setIsStageOpen(false)}
        />
      )}
    </>
  );
}
