import type { Module } from '@edge/contracts';
import { SavedSearchHomeActions } from '../features/saved-searches/components/saved-search-home-actions';
import type { SearchHomeSlots } from '../features/search/components/search-home-slots';

/** Saved searches on a module home: Save search, and editing one (SPEC §4). */
export function savedSearchSlots<C extends Record<string, unknown>>(
  module: Module,
): SearchHomeSlots<C> {
  return {
    actions: ({ criteria, rememberCriteria }) => (
      <SavedSearchHomeActions
        module={module}
        criteria={criteria}
        onSaved={rememberCriteria}
      />
    ),
  };
}
