import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectCountersMatch,
  keptAlertCounts,
} from '../../testing/alert-counts';
import { insertCompany, subscribe } from '../../testing/alert-rows';
import { insertCompanyEvents } from '../../testing/company-events';
import { describeEachDialect } from '../../testing/each-dialect';
import { demoUserId, useTestDb } from '../../testing/test-db';
import type { Db } from '../database';
import { alertCountsAndNames } from './migration-0027-alert-counts-and-names';

// An alert as delivery wrote it before migration 0027: no company name.
async function oldAlert(
  db: Db,
  userId: number,
  muns: string,
  checked: number,
): Promise<void> {
  const [eventId] = await insertCompanyEvents(db, [
    { muns, type: 'osha_inspection' },
  ]);
  const subscriptionId = await subscribe(db, userId, muns);
  await sql`
    insert into alerts (user_id, event_id, subscription_id, application,
      muns, type, occurred_date, checked, created_at)
    values (${userId}, ${eventId}, ${subscriptionId}, 'PC', ${muns},
      'osha_inspection', '2026-03-02', ${checked}, '2026-03-02T00:00:00Z')
  `.execute(db);
}

const namesOf = async (db: Db, muns: string) =>
  (
    await db
      .selectFrom('alerts')
      .select('company_name')
      .where('muns', '=', muns)
      .execute()
  ).map((row) => row.company_name);

describeEachDialect('migration 0027: alert counts and names', (dialect) => {
  const db = useTestDb(dialect);
  const migration = alertCountsAndNames(dialect);
  let pc = 0;
  let full = 0;

  beforeAll(async () => {
    pc = await demoUserId(db(), 'pc.broker');
    full = await demoUserId(db(), 'full.broker');
    await migration.down!(db());
    await insertCompany(db(), 'M1', 'ACME ROOFING');
    await oldAlert(db(), pc, 'M1', 0);
    await oldAlert(db(), pc, 'M1', 1);
    await oldAlert(db(), pc, 'M2', 0);
    await oldAlert(db(), full, 'M1', 1);
    await migration.up(db());
  });

  describe('backfill', () => {
    it('should count the alerts there were, per user and application', async () => {
      expect(await keptAlertCounts(db())).toEqual({
        [`${pc}:PC`]: { total: 3, unchecked: 2 },
        [`${full}:PC`]: { total: 1, unchecked: 0 },
      });
      await expectCountersMatch(db());
    });

    it("should name each alert's company, none for a company not in the master", async () => {
      expect(await namesOf(db(), 'M1')).toEqual([
        'ACME ROOFING',
        'ACME ROOFING',
        'ACME ROOFING',
      ]);
      expect(await namesOf(db(), 'M2')).toEqual([null]);
    });
  });

  describe('triggers', () => {
    it('should rename the alerts of a renamed company, and only when the name changes', async () => {
      await db()
        .updateTable('companies')
        .set({ name: 'ACME ROOFING AND SIDING' })
        .where('muns', '=', 'M1')
        .execute();
      expect(new Set(await namesOf(db(), 'M1'))).toEqual(
        new Set(['ACME ROOFING AND SIDING']),
      );
      await db()
        .updateTable('companies')
        .set({ city: 'DALLAS' })
        .where('muns', '=', 'M1')
        .execute();
      expect(new Set(await namesOf(db(), 'M1'))).toEqual(
        new Set(['ACME ROOFING AND SIDING']),
      );
      await expectCountersMatch(db());
    });

    it('should follow a company deleted and written back, as an import rollback does', async () => {
      await db().deleteFrom('companies').where('muns', '=', 'M1').execute();
      expect(await namesOf(db(), 'M1')).toEqual([null, null, null]);
      await insertCompany(db(), 'M1', 'ACME ROOFING');
      await insertCompany(db(), 'M2', 'BETA BAKERY');
      expect(new Set(await namesOf(db(), 'M1'))).toEqual(
        new Set(['ACME ROOFING']),
      );
      expect(await namesOf(db(), 'M2')).toEqual(['BETA BAKERY']);
    });

    it('should count alerts written and deleted in one statement', async () => {
      await db()
        .updateTable('alerts')
        .set({ checked: 1 })
        .where('user_id', '=', pc)
        .execute();
      await expectCountersMatch(db());
      await db().deleteFrom('alerts').where('muns', '=', 'M1').execute();
      await expectCountersMatch(db());
      expect(await keptAlertCounts(db())).toEqual({
        [`${pc}:PC`]: { total: 1, unchecked: 0 },
      });
    });
  });

  it('should undo and redo cleanly', async () => {
    await migration.down!(db());
    await migration.up(db());
    await expectCountersMatch(db());
    expect(await namesOf(db(), 'M2')).toEqual(['BETA BAKERY']);
  });
});
