import {
  sql,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
} from 'kysely';
import type { DbDialect } from '../database';

const COUNTERS = [
  'sign_ins',
  'failed_sign_ins',
  'searches',
  'company_views',
  'exports',
  'changes',
] as const;
// What the report indexes hold: the counters an active user is told by.
const REPORTED = [
  'sign_ins',
  'searches',
  'company_views',
  'exports',
  'changes',
];
const ACTIVE = sql`(sign_ins + searches + company_views + exports + changes) > 0`;
const SUMS = sql.join(COUNTERS.map((c) => sql`sum(${sql.ref(c)})`));
const LAST_ACTIVE = sql`max(case when ${ACTIVE} then day end)`;

// A day's week is named by its Monday (YYYY-MM-DD), its month by its first day.
const weekOfDay = (dialect: DbDialect) =>
  dialect === 'postgres'
    ? sql`to_char(date_trunc('week', day::date), 'YYYY-MM-DD')`
    : sql`date(day, '-6 days', 'weekday 1')`;
const monthOfDay = sql`substr(day, 1, 7) || '-01'`;

type TableBuilder = CreateTableBuilder<string, string>;

function withCounters(table: TableBuilder): TableBuilder {
  let builder = table;
  for (const counter of COUNTERS) {
    builder = builder.addColumn(counter, 'integer', (c) =>
      c.notNull().defaultTo(0),
    );
  }
  return builder;
}

// activity_weekly or activity_monthly: per account, user and period.
async function createUserRollup(
  db: Kysely<unknown>,
  table: string,
  period: 'week' | 'month',
) {
  await withCounters(
    db.schema
      .createTable(table)
      .addColumn('account_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn(period, 'text', (c) => c.notNull()),
  )
    .addColumn('last_active', 'text')
    .addPrimaryKeyConstraint(`${table}_pk`, ['account_id', 'user_id', period])
    .execute();
  // The account's rows of a span of periods, read without the table.
  await db.schema
    .createIndex(`${table}_report_idx`)
    .on(table)
    .columns(['account_id', period, 'user_id', ...REPORTED, 'last_active'])
    .execute();
}

// Each rollup from the daily counters, as the writer would have kept it.
async function backfill(db: Kysely<unknown>, dialect: DbDialect) {
  const columns = sql.join(COUNTERS.map((c) => sql.ref(c)));
  const week = weekOfDay(dialect);
  await sql`insert into activity_weekly (account_id, user_id, week, ${columns}, last_active)
    select account_id, user_id, ${week}, ${SUMS}, ${LAST_ACTIVE}
    from activity_daily group by account_id, user_id, ${week}`.execute(db);
  await sql`insert into activity_monthly (account_id, user_id, month, ${columns}, last_active)
    select account_id, user_id, ${monthOfDay}, ${SUMS}, ${LAST_ACTIVE}
    from activity_daily group by account_id, user_id, ${monthOfDay}`.execute(
    db,
  );
  await sql`insert into activity_account_daily (account_id, day, ${columns}, active_users)
    select account_id, day, ${SUMS},
      count(distinct case when ${ACTIVE} then user_id end)
    from activity_daily group by account_id, day`.execute(db);
}

/**
 * Coarser activity counters kept beside activity_daily (decision 0030): per
 * user and week, per user and month, and per account and day with its
 * distinct active users, so a report over two years reads a few thousand
 * rows. Filled from the daily counters already there.
 */
export function activityRollups(dialect: DbDialect): Migration {
  return {
    async up(db) {
      await createUserRollup(db, 'activity_weekly', 'week');
      await createUserRollup(db, 'activity_monthly', 'month');
      await withCounters(
        db.schema
          .createTable('activity_account_daily')
          .addColumn('account_id', 'integer', (c) => c.notNull())
          .addColumn('day', 'text', (c) => c.notNull()),
      )
        .addColumn('active_users', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('activity_account_daily_pk', [
          'account_id',
          'day',
        ])
        .execute();
      await backfill(db, dialect);
    },
    async down(db) {
      await db.schema.dropTable('activity_account_daily').execute();
      await db.schema.dropTable('activity_monthly').execute();
      await db.schema.dropTable('activity_weekly').execute();
    },
  };
}
