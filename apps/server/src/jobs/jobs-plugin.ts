import fp from 'fastify-plugin';
import { JobRunner, type JobRunnerOptions } from './job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions {
  // False in tests, which drive the runner (runOnce, drain) themselves.
  isPolling: boolean;
  runner?: Omit<JobRunnerOptions, 'log'>;
}

/**
 * app.jobs, the process's one runner (decision 0019): jobs a dead process
 * left running are recovered at start, polling starts once the app is
 * ready, and closing the app stops the runner before the database closes.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, { isPolling, runner: options }) => {
    const runner = new JobRunner(app.db, { ...options, log: app.log });
    await runner.recover();
    app.decorate('jobs', runner);
    if (isPolling) app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', () => runner.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
