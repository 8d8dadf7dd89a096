/**
 * Whose activity a report reads: every user of an account, or the members
 * of one of its groups.
 */
export type ActivityScope =
  | { accountId: number; groupId?: undefined }
  | { accountId: number; groupId: number };

/** A UTC day range, both days counted (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}
