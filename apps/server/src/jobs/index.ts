export { JobError } from './job-error';
export type { ClaimedJob, JobContext, JobHandler, JobLog } from './job-run';
export { JobRunner, type JobRunnerOptions } from './job-runner';
export { jobsPlugin, type JobsPluginOptions } from './jobs-plugin';
export {
  claimJob,
  enqueueJob,
  requestCancel,
  type NewJob,
  type RecoveredJobs,
} from './jobs.repository';
export type { JobRow, JobStatus } from './jobs.table';
