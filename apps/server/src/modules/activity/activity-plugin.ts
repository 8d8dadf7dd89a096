import fp from 'fastify-plugin';
import { ActivityWriter, type ActivityWriterOptions } from './activity-writer';

declare module 'fastify' {
  interface FastifyInstance {
    activity: ActivityWriter;
  }
}

/**
 * app.activity, the process's one activity-log writer: modules call
 * `app.activity.record(...)`; closing the app writes what is queued before
 * the database closes.
 */
export const activityPlugin = fp<ActivityWriterOptions>(
  async (app, options) => {
    const writer = new ActivityWriter(app.db, app.log, options);
    app.decorate('activity', writer);
    app.addHook('onClose', () => writer.flush());
  },
  { name: 'activity', dependencies: ['db'] },
);
