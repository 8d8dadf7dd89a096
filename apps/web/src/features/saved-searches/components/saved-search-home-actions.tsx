import type { Module } from '@edge/contracts';
import { useSavedSearchEditor } from '../hooks/use-saved-search-editor';
import { SaveSearchButton } from './save-search-button';
import { SavedSearchEditor } from './saved-search-editor';

interface SavedSearchHomeActionsProps {
  module: Module;
  criteria: Record<string, unknown>;
  /** Writes the criteria on screen into the home's address. */
  onSaved?: () => unknown;
}

/**
 * Saved searches in a module home's summary: Save search, or, while a saved
 * search is edited (`?edit=<id>`), its state with Save changes and Cancel.
 */
export function SavedSearchHomeActions({
  module,
  criteria,
  onSaved,
}: SavedSearchHomeActionsProps) {
  const editor = useSavedSearchEditor(module, criteria);
  if (editor.state.status === 'off') {
    return <SaveSearchButton module={module} criteria={criteria} isFullWidth />;
  }
  return (
    <SavedSearchEditor module={module} editor={editor} onSaved={onSaved} />
  );
}
