import { shiftDay } from '@edge/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { monthEndOf, monthOf, weekOf } from './activity-periods';

const ACTIVE = sql`(d.sign_ins + d.searches + d.company_views + d.exports + d.changes) > 0`;

// A period's rollup row of each user, summed from its daily rows.
function summedDays(db: Db, from: string, to: string) {
  return db
    .selectFrom('activity_daily as d')
    .where('d.day', '>=', from)
    .where('d.day', '<=', to)
    .groupBy(['d.account_id', 'd.user_id']);
}

const SUMS = [
  sql<number>`sum(d.sign_ins)`.as('sign_ins'),
  sql<number>`sum(d.failed_sign_ins)`.as('failed_sign_ins'),
  sql<number>`sum(d.searches)`.as('searches'),
  sql<number>`sum(d.company_views)`.as('company_views'),
  sql<number>`sum(d.exports)`.as('exports'),
  sql<number>`sum(d.changes)`.as('changes'),
  sql<string | null>`max(case when ${ACTIVE} then d.day end)`.as('last_active'),
];
const COLUMNS = [
  'account_id',
  'user_id',
  'sign_ins',
  'failed_sign_ins',
  'searches',
  'company_views',
  'exports',
  'changes',
  'last_active',
] as const;

async function resumWeek(db: Db, week: string) {
  await db.deleteFrom('activity_weekly').where('week', '=', week).execute();
  await db
    .insertInto('activity_weekly')
    .columns([...COLUMNS, 'week'])
    .expression(
      summedDays(db, week, shiftDay(week, 6)).select([
        'd.account_id',
        'd.user_id',
        ...SUMS,
        sql<string>`cast(${week} as text)`.as('week'),
      ]),
    )
    .execute();
}

async function resumMonth(db: Db, month: string) {
  await db.deleteFrom('activity_monthly').where('month', '=', month).execute();
  await db
    .insertInto('activity_monthly')
    .columns([...COLUMNS, 'month'])
    .expression(
      summedDays(db, month, monthEndOf(month)).select([
        'd.account_id',
        'd.user_id',
        ...SUMS,
        sql<string>`cast(${month} as text)`.as('month'),
      ]),
    )
    .execute();
}

/**
 * After the daily rows before `cutoff` are deleted, keeps every rollup the
 * sum of the daily rows left (decision 0030): the rows of weeks, months
 * and days wholly before it go, and the week and month it falls in are
 * summed again from their days kept.
 */
export async function trimRollups(db: Db, cutoff: string): Promise<void> {
  const week = weekOf(cutoff);
  const month = monthOf(cutoff);
  await db
    .deleteFrom('activity_account_daily')
    .where('day', '<', cutoff)
    .execute();
  await db.deleteFrom('activity_weekly').where('week', '<', week).execute();
  await db.deleteFrom('activity_monthly').where('month', '<', month).execute();
  if (week < cutoff) await resumWeek(db, week);
  if (month < cutoff) await resumMonth(db, month);
}
