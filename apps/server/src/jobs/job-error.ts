/**
 * A failure whose message a user may read: a handler throws it to fail its
 * job with that reason. Any other error fails the job with a generic one.
 */
export class JobError extends Error {
  override name = 'JobError';
}

export const JOB_FAILED = 'The job could not be finished.';
export const JOB_INTERRUPTED =
  'The job was interrupted and could not be finished.';
