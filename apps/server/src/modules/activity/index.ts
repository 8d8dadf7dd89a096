// The activity module's public surface.
export { activityPlugin } from './activity-plugin';
export type { ActivityEntry, ActivityWriter } from './activity-writer';
export { activityRoutes } from './activity.routes';
export {
  ACTIVITY_CLEANUP_JOB,
  deleteOldActivity,
  retentionCutoff,
} from './activity-cleanup';
// Telling a user's new search or company view from the same one again.
export { RecentKeys, REPEAT_WINDOW_MS } from './recent-keys';
