/** What a report card shows (SPEC §4: loading, loaded or error). */
export type ReportView<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  // The answer was for another company or place: it is not shown.
  | { status: 'ignored' }
  | { status: 'loaded'; data: T };

/** The parts of a query result the card cares about. */
export interface QuerySnapshot<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
}

/** SPEC §4: a result for a company other than the selected one is ignored. */
export function answerFor<T extends { muns: string }>(
  data: T | undefined,
  muns: string,
): T | undefined {
  return data?.muns === muns ? data : undefined;
}

/** A query's state as the card shows it, with the stale-answer guard. */
export function toReportView<T extends { muns: string }>(
  query: QuerySnapshot<T>,
  muns: string,
): ReportView<T> {
  if (query.status === 'error' && query.error) {
    return { status: 'error', error: query.error };
  }
  const data = answerFor(query.data, muns);
  if (data) return { status: 'loaded', data };
  if (query.status === 'pending' || query.isFetching) {
    return { status: 'loading' };
  }
  return { status: 'ignored' };
}
