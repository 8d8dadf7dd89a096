import { queryOptions, useQuery } from '@tanstack/react-query';
import { noteListSchema, type NoteList } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { noteKeys } from './note-keys';

/** GET /api/v1/companies/{muns}/notes: the user's own, newest first. */
export function fetchNotes(
  muns: string,
  signal?: AbortSignal,
): Promise<NoteList> {
  return apiClient.get(`/api/v1/companies/${encodeURIComponent(muns)}/notes`, {
    schema: noteListSchema,
    signal,
  });
}

export function notesQueryOptions(muns: string) {
  return queryOptions({
    queryKey: noteKeys.list(muns),
    queryFn: ({ signal }) => fetchNotes(muns, signal),
    // The panel shows its own loading and error states (SPEC §4: a report).
    meta: { errorHandling: 'screen' },
  });
}

export function useNotes(muns: string) {
  return useQuery(notesQueryOptions(muns));
}
