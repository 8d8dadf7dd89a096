import { expect, it } from 'vitest';
import { ingestIntoApp } from '../../../testing/app-fixtures';
import { writeLike } from '../../../testing/dataset-files/index';
import { describeEachDialect } from '../../../testing/each-dialect';
import { wcPolicy } from '../../../testing/renewal-facts';
import { useTestApp } from '../../../testing/test-app';
import { nextDailyRun } from '../daily-run';
import { addDays, localDate } from './calendar-dates';
import {
  RENEWAL_REMINDERS_JOB,
  scheduleRenewalReminders,
} from './renewal-reminders-job';

describeEachDialect('renewal reminders job', (dialect) => {
  const ctx = useTestApp(dialect);
  const jobs = () =>
    ctx()
      .db.selectFrom('jobs')
      .select(['status', 'run_after'])
      .where('kind', '=', RENEWAL_REMINDERS_JOB)
      .orderBy('id')
      .execute();

  it('should run at start, raise today reminders and queue one run for tomorrow', async () => {
    const today = localDate(new Date());
    await ingestIntoApp(ctx(), [
      writeLike(ctx().dataDir, 'wc_policies.csv', [
        wcPolicy({
          id: 'SOON',
          company: 1,
          effective: addDays(today, -335),
          expiration: addDays(today, 30),
        }),
      ]),
    ]);
    expect((await jobs()).map((j) => j.status)).toEqual(['queued']);
    await ctx().app.jobs.drain();
    const [first, next, ...more] = await jobs();
    expect(more).toEqual([]);
    expect(first!.status).toBe('completed');
    expect(next!.status).toBe('queued');
    // 01:00 server time, tomorrow unless that is still ahead today.
    expect(next!.run_after).toBe(nextDailyRun(new Date(), 1).toISOString());
    const events = await ctx()
      .db.selectFrom('company_events')
      .select(['type', 'event_key'])
      .execute();
    expect(events).toEqual([
      {
        type: 'wc_renewal_reminder',
        event_key: `${addDays(today, 30)}:60`,
      },
    ]);
    // Start-up again (or any other caller) adds no second queued run.
    expect(await scheduleRenewalReminders(ctx().db, new Date())).toBe(false);
    expect(await jobs()).toHaveLength(2);
  });
});
