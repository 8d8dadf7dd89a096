// Bench data for the admin report budgets (issue: accounts and
// administration): ent.admin's account grown to 500 users in 10 groups,
// with two years of activity, about 5,000,000 log rows, their daily
// counters and the rollups of those. Written straight into the tables with
// SQL in the shape the activity writer writes them (the daily rows are
// summed from the log rows, the rollups from the daily rows as migration
// 0028 does): the benchmark measures the reports, not how the rows came to
// be.
import { openBenchDb } from './alert-data.mjs';

export const BENCH_USERS = 500;
export const BENCH_DAYS = 730;
const GROUPS = 10;
// Each active day of a user: 20 actions, in the writer's action names.
const SLOTS = [
  ['sign_in', ''],
  ['sign_in', ''],
  ...Array.from({ length: 10 }, (_, i) => [
    'search',
    i % 3 === 2 ? 'eb' : 'pc',
  ]),
  ...Array.from({ length: 6 }, (_, i) => ['company_view', i % 2 ? 'eb' : 'pc']),
  ['export', 'pc'],
  ['favorite_add', 'pc'],
];

const dayOf = (today, back) => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - back);
  return date.toISOString().slice(0, 10);
};
const quote = (text) => `'${text.replace(/'/g, "''")}'`;

/** Adds users to ent.admin's account until it has BENCH_USERS; the account id. */
async function growAccount(db) {
  const [admin] = await db.all(
    "select account_id from users where username = 'ent.admin'",
  );
  const accountId = admin.account_id;
  const [{ n }] = await db.all(
    'select count(*) as n from users where account_id = ?',
    [accountId],
  );
  const now = new Date().toISOString();
  for (let i = Number(n); i < BENCH_USERS; i += 1) {
    await db.run(
      `insert into users (account_id, username, email, first_name, last_name,
         type, role, products, acls, flag_show_upgrade_subscription,
         require_mfa_login, enable_pc_export_csv, enable_eb_export_csv,
         enable_adv_search, zywave_eb_broker_search,
         zywave_is_premium_contacts, can_access_legacy_hw_ret, password_hash,
         is_enabled, created_at)
       select account_id, ?, ?, 'Bench', ?, 1, '0', products, '{}', '0', '0',
         '0', '0', '1', '0', '0', '0', password_hash, 1, ?
       from users where username = 'ent.admin'`,
      [`bench.user${i}`, `bench.user${i}@example.com`, `User ${i}`, now],
    );
  }
  // The account's Activity Report is a type 2 administrator's: corp.admin
  // joins it for the bench.
  await db.run(
    "update users set account_id = ? where username = 'corp.admin'",
    [accountId],
  );
  return accountId;
}

/** 10 groups of 50 users; ent.group's report group is the first. */
async function makeGroups(db, accountId) {
  const users = await db.all(
    'select id, username from users where account_id = ? order by id',
    [accountId],
  );
  const now = new Date().toISOString();
  const ids = [];
  for (let g = 0; g < GROUPS; g += 1) {
    await db.run(
      'insert into user_groups (account_id, name, created_at) values (?, ?, ?)',
      [accountId, `Bench group ${g + 1}`, now],
    );
    const [{ id }] = await db.all(
      'select id from user_groups where account_id = ? and name = ?',
      [accountId, `Bench group ${g + 1}`],
    );
    ids.push(id);
  }
  const groupOf = (i) => ids[i % GROUPS];
  const members = users.map((u, i) =>
    u.username === 'ent.group' ? [ids[0], u.id] : [groupOf(i), u.id],
  );
  for (const [groupId, userId] of members) {
    await db.run(
      'insert into user_group_members (group_id, user_id) values (?, ?)',
      [groupId, userId],
    );
  }
  const [entGroup] = await db.all(
    "select acls from users where username = 'ent.group'",
  );
  const acls = JSON.parse(entGroup.acls);
  for (const product of Object.keys(acls)) {
    acls[product].ACTIVITY_REP_GROUP_ID = String(ids[0]);
  }
  await db.run("update users set acls = ? where username = 'ent.group'", [
    JSON.stringify(acls),
  ]);
  return ids;
}

/**
 * Two years of activity of the account's users: on about 7 days in 10 a
 * user does the 20 actions of SLOTS; then the daily counters of it all.
 */
async function writeActivity(db, accountId, isPostgres) {
  const today = new Date().toISOString().slice(0, 10);
  const days = Array.from(
    { length: BENCH_DAYS },
    (_, n) => `(${n}, ${quote(dayOf(today, n))})`,
  ).join(', ');
  const slots = SLOTS.map(
    ([action, module], i) =>
      `(${i}, ${quote(action)}, ${quote(module)}, ${quote(`T${String(8 + (i % 10)).padStart(2, '0')}:${String(i * 2).padStart(2, '0')}:00.000Z`)})`,
  ).join(', ');
  await db.run(
    `with days(n, day) as (values ${days}),
       slots(i, action, module, at_time) as (values ${slots})
     insert into activity_log
       (at, day, account_id, user_id, module, action, summary, result_count)
     select days.day || slots.at_time, days.day, u.account_id, u.id,
       slots.module, slots.action,
       case when slots.action = 'search' then 'TX · 50-500 employees' else '' end,
       case when slots.action = 'search' then 412 else null end
     from users u, days, slots
     where u.account_id = ? and ((u.id * 7 + days.n) % 10) < 7`,
    [accountId],
  );
  await db.run(
    `insert into activity_daily (account_id, user_id, day, module, sign_ins,
       failed_sign_ins, searches, company_views, exports, changes)
     select account_id, user_id, day, module,
       sum(case when action = 'sign_in' then 1 else 0 end),
       sum(case when action = 'sign_in_failed' then 1 else 0 end),
       sum(case when action = 'search' then 1 else 0 end),
       sum(case when action = 'company_view' then 1 else 0 end),
       sum(case when action = 'export' then 1 else 0 end),
       sum(case when action in ('sign_in', 'sign_in_failed', 'search',
         'company_view', 'export') then 0 else 1 end)
     from activity_log where account_id = ?
     group by account_id, user_id, day, module`,
    [accountId],
  );
  await writeRollups(db, accountId, isPostgres);
  return rowCounts(db, accountId);
}

// The rollups of the daily rows, summed as migration 0028 fills them from
// an existing database (the writer keeps the same sums as it goes).
async function writeRollups(db, accountId, isPostgres) {
  const counters =
    'sign_ins, failed_sign_ins, searches, company_views, exports, changes';
  const sums = counters
    .split(', ')
    .map((c) => `sum(${c})`)
    .join(', ');
  const active =
    '(sign_ins + searches + company_views + exports + changes) > 0';
  const lastActive = `max(case when ${active} then day end)`;
  const week = isPostgres
    ? "to_char(date_trunc('week', day::date), 'YYYY-MM-DD')"
    : "date(day, '-6 days', 'weekday 1')";
  const month = "substr(day, 1, 7) || '-01'";
  for (const [table, period, expression] of [
    ['activity_weekly', 'week', week],
    ['activity_monthly', 'month', month],
  ]) {
    await db.run(
      `insert into ${table} (account_id, user_id, ${period}, ${counters}, last_active)
       select account_id, user_id, ${expression}, ${sums}, ${lastActive}
       from activity_daily where account_id = ?
       group by account_id, user_id, ${expression}`,
      [accountId],
    );
  }
  await db.run(
    `insert into activity_account_daily (account_id, day, ${counters}, active_users)
     select account_id, day, ${sums},
       count(distinct case when ${active} then user_id end)
     from activity_daily where account_id = ? group by account_id, day`,
    [accountId],
  );
}

async function rowCounts(db, accountId) {
  const count = async (table) => {
    const [row] = await db.all(
      `select count(*) as n from ${table} where account_id = ?`,
      [accountId],
    );
    return Number(row.n);
  };
  return {
    logRows: await count('activity_log'),
    dailyRows: await count('activity_daily'),
    weeklyRows: await count('activity_weekly'),
    monthlyRows: await count('activity_monthly'),
  };
}

// A database seeded by an earlier run is measured as it is.
async function seededBefore(db) {
  const groups = await db.all(
    "select id, account_id from user_groups where name like 'Bench group %' order by id",
  );
  if (groups.length === 0) return undefined;
  const accountId = groups[0].account_id;
  return {
    accountId,
    groups: groups.map((g) => g.id),
    ...(await rowCounts(db, accountId)),
    seconds: 0,
  };
}

/** Seeds the bench account (once); what it holds. */
export async function seedActivity(env) {
  const db = await openBenchDb(env);
  try {
    const done = await seededBefore(db);
    if (done) return done;
    const accountId = await growAccount(db);
    const groups = await makeGroups(db, accountId);
    const started = performance.now();
    const isPostgres = Boolean(env.DATABASE_URL);
    const rows = await writeActivity(db, accountId, isPostgres);
    if (!isPostgres) await db.run('analyze');
    else {
      for (const table of [
        'activity_daily',
        'activity_weekly',
        'activity_monthly',
        'activity_account_daily',
      ]) {
        await db.run(`analyze ${table}`);
      }
    }
    return {
      accountId,
      groups,
      ...rows,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await db.close();
  }
}
