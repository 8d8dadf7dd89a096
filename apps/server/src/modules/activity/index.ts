// The activity module's public surface.
export { activityPlugin } from './activity-plugin';
export type { ActivityEntry, ActivityWriter } from './activity-writer';
