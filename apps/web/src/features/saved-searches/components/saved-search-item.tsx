import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { Module, SavedSearch } from '@edge/contracts';
import { isEditableSavedSearch } from '../utils/is-editable-saved-search';
import { summarizeCriteria } from '../utils/summarize-criteria';
import { MalformedChip } from './malformed-chip';

export interface SavedSearchLinks {
  /** The results of a saved search's criteria. */
  runHrefOf: (search: SavedSearch) => string;
  /** The module home, editing the saved search. */
  editHrefOf: (search: SavedSearch) => string;
}

interface SavedSearchItemProps extends SavedSearchLinks {
  module: Module;
  search: SavedSearch;
  onRename: (search: SavedSearch) => void;
  onDelete: (search: SavedSearch) => void;
  /** Slot: more about the search under its summary (its alerts). */
  extras?: ReactNode;
}

/** One saved search: its name, what it looks for, and what can be done. */
export function SavedSearchItem(props: SavedSearchItemProps) {
  const { module, search, onRename, onDelete } = props;
  const nameId = useId();
  // SPEC §4: a malformed search may be renamed or deleted, not run or edited.
  const isEditable = isEditableSavedSearch(search);
  const linkProps = (to: string) =>
    isEditable ? { component: RouterLink, to } : { disabled: true };
  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: { xs: 1.5, md: 3 },
        px: { xs: 2, md: 3 },
        py: 2,
        '& + &': { borderTop: '1px solid', borderColor: 'divider' },
      }}
    >
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            mb: 0.5,
          }}
        >
          <Typography
            id={nameId}
            component="h2"
            sx={{ fontWeight: 700, fontSize: '1rem', overflowWrap: 'anywhere' }}
          >
            {search.searchName}
          </Typography>
          {!isEditable && <MalformedChip />}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {summarizeCriteria(module, search.content.webappSearchCriteria)}
        </Typography>
        {props.extras && <Box sx={{ mt: 0.75 }}>{props.extras}</Box>}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="contained"
          startIcon={<PlayArrowIcon />}
          aria-describedby={nameId}
          {...linkProps(props.runHrefOf(search))}
        >
          Run
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<EditOutlinedIcon />}
          aria-describedby={nameId}
          {...linkProps(props.editHrefOf(search))}
        >
          Edit
        </Button>
        <Button
          size="small"
          startIcon={<DriveFileRenameOutlineIcon />}
          aria-describedby={nameId}
          onClick={() => onRename(search)}
        >
          Rename
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          aria-describedby={nameId}
          onClick={() => onDelete(search)}
        >
          Delete
        </Button>
      </Box>
    </Box>
  );
}
