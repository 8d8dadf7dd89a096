import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../../db/database';
import type { DayRange } from './activity-scope';

const ACTIVE = sql<SqlBool>`(d.sign_ins + d.searches + d.company_views + d.exports + d.changes) > 0`;

/** Enabled users of the account, and the seats it bought (null: any). */
export async function seatsOf(
  db: Db,
  accountId: number,
): Promise<{ used: number; bought: number | null }> {
  const [users, account] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', accountId)
      .where('is_enabled', '=', 1)
      .executeTakeFirst(),
    db
      .selectFrom('accounts')
      .select('seats')
      .where('id', '=', accountId)
      .executeTakeFirst(),
  ]);
  return { used: Number(users?.n ?? 0), bought: account?.seats ?? null };
}

export interface ModuleSums {
  module: string;
  signIns: number;
  searches: number;
  companyViews: number;
  exports: number;
  activeUsers: number;
}

/** The account's counters per module over a range. */
export async function sumsPerModule(
  db: Db,
  accountId: number,
  range: DayRange,
): Promise<ModuleSums[]> {
  const rows = await db
    .selectFrom('activity_daily as d')
    .where('d.account_id', '=', accountId)
    .where('d.day', '>=', range.from)
    .where('d.day', '<=', range.to)
    .select([
      'd.module',
      sql<string>`sum(d.sign_ins)`.as('signIns'),
      sql<string>`sum(d.searches)`.as('searches'),
      sql<string>`sum(d.company_views)`.as('companyViews'),
      sql<string>`sum(d.exports)`.as('exports'),
      sql<string>`count(distinct case when ${ACTIVE} then d.user_id end)`.as(
        'activeUsers',
      ),
    ])
    .groupBy('d.module')
    .orderBy('d.module')
    .execute();
  return rows.map((row) => ({
    module: row.module,
    signIns: Number(row.signIns),
    searches: Number(row.searches),
    companyViews: Number(row.companyViews),
    exports: Number(row.exports),
    activeUsers: Number(row.activeUsers),
  }));
}

/** The account's exports since `since` per user and module (exports table). */
export async function exportsSince(
  db: Db,
  accountId: number,
  since: string,
): Promise<{ userId: number; module: string; exports: number }[]> {
  const rows = await db
    .selectFrom('exports')
    .where('account_id', '=', accountId)
    .where('requested_at', '>=', since)
    .select(['user_id', 'module', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy(['user_id', 'module'])
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    module: row.module,
    exports: Number(row.n),
  }));
}
