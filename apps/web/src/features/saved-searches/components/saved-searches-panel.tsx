import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { Module, SavedSearch } from '@edge/contracts';
import { useSavedSearches } from '../api/get-saved-searches';
import { DeleteSavedSearchDialog } from './delete-saved-search-dialog';
import { RenameSavedSearchDialog } from './rename-saved-search-dialog';
import { SavedSearchItem, type SavedSearchLinks } from './saved-search-item';
import {
  SavedSearchesEmpty,
  SavedSearchesError,
  SavedSearchesLoading,
} from './saved-searches-states';

interface SavedSearchesPanelProps extends SavedSearchLinks {
  module: Module;
  /** The module home, to start a new search. */
  searchHref: string;
  /** Slot: more about each search under its summary (its alerts). */
  renderExtras?: (search: SavedSearch) => ReactNode;
}

type Action = { kind: 'rename' | 'delete'; search: SavedSearch } | null;

/** The saved searches of a module, newest first, with their actions. */
export function SavedSearchesPanel(props: SavedSearchesPanelProps) {
  const { module, searchHref } = props;
  const query = useSavedSearches(module);
  const [action, setAction] = useState<Action>(null);
  const close = () => setAction(null);

  if (query.isPending) return <SavedSearchesLoading />;
  if (query.isError) {
    return (
      <SavedSearchesError
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const searches = query.data.saved_searches;
  if (searches.length === 0) {
    return <SavedSearchesEmpty searchHref={searchHref} />;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography sx={{ mr: 'auto', color: 'text.secondary' }}>
          {searches.length === 1
            ? '1 saved search'
            : `${searches.length} saved searches`}
        </Typography>
        <Button
          component={RouterLink}
          to={searchHref}
          variant="outlined"
          startIcon={<AddIcon />}
        >
          New search
        </Button>
      </Box>
      <Paper
        variant="outlined"
        component="ul"
        aria-label="Saved searches"
        sx={{ borderRadius: '12px', listStyle: 'none', m: 0, p: 0 }}
      >
        {searches.map((search) => (
          <SavedSearchItem
            key={search.id}
            module={module}
            search={search}
            runHrefOf={props.runHrefOf}
            editHrefOf={props.editHrefOf}
            onRename={(target) => setAction({ kind: 'rename', search: target })}
            onDelete={(target) => setAction({ kind: 'delete', search: target })}
            extras={props.renderExtras?.(search)}
          />
        ))}
      </Paper>
      {action?.kind === 'rename' && (
        <RenameSavedSearchDialog
          module={module}
          search={action.search}
          onClose={close}
        />
      )}
      {action?.kind === 'delete' && (
        <DeleteSavedSearchDialog search={action.search} onClose={close} />
      )}
    </Box>
  );
}
