import { expect, it } from 'vitest';
import { ALERTS_DELIVER_JOB } from '../data-model/event-tables';
import { OPPORTUNITY_SCORES_JOB } from '../data-model/opportunity-tables';
import { describeEachDialect } from '../testing/each-dialect';
import { queueJobAt } from '../testing/jobs';
import { useTestDb } from '../testing/test-db';
import { bringJobsForward } from './wake-jobs';

describeEachDialect(
  'bringing the jobs that read new data forward after an import',
  (dialect) => {
    const db = useTestDb(dialect, { seedDemo: false });
    const runAfterOf = async (id: number) =>
      (
        await db()
          .selectFrom('jobs')
          .select('run_after')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).run_after;

    it('should make the queued delivery and scoring due now, and leave other jobs be', async () => {
      const later = new Date(Date.now() + 60_000);
      const delivery = await queueJobAt(db(), ALERTS_DELIVER_JOB, later);
      const scoring = await queueJobAt(db(), OPPORTUNITY_SCORES_JOB, later);
      const other = await queueJobAt(db(), 'export', later);
      const before = new Date().toISOString();
      await bringJobsForward(db());
      for (const id of [delivery, scoring]) {
        const due = await runAfterOf(id);
        expect(due <= new Date().toISOString()).toBe(true);
        expect(due >= before).toBe(true);
      }
      expect(await runAfterOf(other)).toBe(later.toISOString());
    });

    it('should do nothing when no delivery is queued', async () => {
      await db().deleteFrom('jobs').execute();
      await bringJobsForward(db());
      expect(await db().selectFrom('jobs').selectAll().execute()).toEqual([]);
    });
  },
);
