import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Module } from '@edge/contracts';
import { paths } from '../../../config/paths';
import type { useSavedSearchEditor } from '../hooks/use-saved-search-editor';
import { nameErrorsOf } from '../utils/name-errors';

const NOTICES = {
  loading: 'Loading the saved search…',
  failed: 'The saved search could not be loaded.',
  missing: 'This saved search no longer exists.',
  malformed:
    'This saved search has criteria that are no longer valid, so it cannot be edited.',
} as const;

interface SavedSearchEditorProps {
  module: Module;
  editor: ReturnType<typeof useSavedSearchEditor>;
  /** After Save changes: the home writes the saved criteria into its address. */
  onSaved?: () => unknown;
}

function Notice({ module, text }: { module: Module; text: string }) {
  return (
    <Alert severity="warning">
      {text}{' '}
      <RouterLink to={paths.savedSearches(module)}>Saved searches</RouterLink>
    </Alert>
  );
}

/** 'Editing: <name>' with its clean or dirty state (SPEC §4). */
export function SavedSearchEditor({
  module,
  editor,
  onSaved,
}: SavedSearchEditorProps) {
  const [error, setError] = useState<string | null>(null);
  const { state } = editor;
  if (state.status === 'off') return null;
  if (state.status === 'loading') {
    return <Typography role="status">{NOTICES.loading}</Typography>;
  }
  if (state.status !== 'editing') {
    return <Notice module={module} text={NOTICES[state.status]} />;
  }
  const handleSave = async () => {
    setError(null);
    try {
      await editor.saveChanges();
      await onSaved?.();
    } catch (failure) {
      setError(nameErrorsOf(failure).form ?? null);
    }
  };
  return (
    <Box
      role="group"
      aria-label="Saved search being edited"
      sx={{
        display: 'grid',
        gap: 1.5,
        pt: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        Editing: {state.search.searchName}
      </Typography>
      <Box role="status" sx={{ minHeight: 24 }}>
        {state.isDirty ? (
          <Chip size="small" color="warning" label="Unsaved changes" />
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            No unsaved changes
          </Typography>
        )}
      </Box>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Button
          variant="contained"
          disabled={!state.isDirty}
          loading={editor.isSaving}
          onClick={() => void handleSave()}
          sx={{ flex: 1 }}
        >
          Save changes
        </Button>
        <Button variant="outlined" onClick={editor.cancel}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
