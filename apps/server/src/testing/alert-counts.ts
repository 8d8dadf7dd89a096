import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../db/database';

interface Counts {
  total: number;
  unchecked: number;
}

// `user:application` -> counts, leaving out users and applications at 0.
function byKey(
  rows: {
    user_id: number;
    application: string;
    total: unknown;
    unchecked: unknown;
  }[],
): Record<string, Counts> {
  const out: Record<string, Counts> = {};
  for (const row of rows) {
    const counts = {
      total: Number(row.total),
      unchecked: Number(row.unchecked),
    };
    if (counts.total !== 0 || counts.unchecked !== 0) {
      out[`${row.user_id}:${row.application}`] = counts;
    }
  }
  return out;
}

/** The alerts counted row by row, per user and application. */
export async function realAlertCounts(db: Db): Promise<Record<string, Counts>> {
  const rows = await db
    .selectFrom('alerts')
    .select([
      'user_id',
      'application',
      (eb) => eb.fn.countAll().as('total'),
      sql<number>`sum(case when checked = 0 then 1 else 0 end)`.as('unchecked'),
    ])
    .groupBy(['user_id', 'application'])
    .execute();
  return byKey(rows);
}

/** The counter rows of migration 0027, per user and application. */
export async function keptAlertCounts(db: Db): Promise<Record<string, Counts>> {
  return byKey(await db.selectFrom('alert_counts').selectAll().execute());
}

/** Asserts every counter row equals a real count(*) of the alerts. */
export async function expectCountersMatch(db: Db): Promise<void> {
  expect(await keptAlertCounts(db)).toEqual(await realAlertCounts(db));
}
