import type { FastifyPluginAsync } from 'fastify';
import { activityCleanupJob } from './activity-cleanup';
import { activityReportsRoutes } from './reports/activity-reports.routes';

/** The admin reports and the daily clean-up of old entries. */
export const activityRoutes: FastifyPluginAsync = async (app) => {
  await app.register(activityCleanupJob);
  await app.register(activityReportsRoutes);
};
