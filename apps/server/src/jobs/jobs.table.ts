import type { Generated, Selectable } from 'kysely';

export type JobStatus =
  'queued' | 'running' | 'completed' | 'failed' | 'cancelled';

/** jobs: one background job (decision 0019); times are ISO text. */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  // JSON text.
  payload: string;
  status: JobStatus;
  // Claims so far; a claim counts as an attempt.
  attempts: Generated<number>;
  max_attempts: number;
  run_after: string;
  // The runner that holds a running job, and until when.
  locked_by: string | null;
  lease_until: string | null;
  progress_done: Generated<number>;
  progress_total: Generated<number>;
  cancel_requested: Generated<number>;
  // A reason a user can read, for a failed job.
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  updated_at: string;
}
export type JobRow = Selectable<JobsTable>;
