// The admin report budgets (issue: accounts and administration): each
// report answers in under 200 ms p95 for an account of 500 users with two
// years of activity (about 5,000,000 log rows). Against the built server,
// timed from the client. Usable alone on an existing database:
//   node tools/bench/activity.mjs --data-dir DIR | --database-url URL
import { BENCH_DAYS, BENCH_USERS, seedActivity } from './activity-data.mjs';
import {
  databaseOption,
  percentile,
  signIn,
  spawnServer,
  stopServer,
  waitForIdle,
  waitForServer,
} from './bench-server.mjs';

const ROUNDS = 60;

async function timed(base, cookie, path, rounds = ROUNDS) {
  const times = [];
  let bytes = 0;
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    const body = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${body}`);
    times.push(performance.now() - started);
    bytes = body.length;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), bytes };
}

const dayBack = (n) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() - n);
  return date.toISOString().slice(0, 10);
};
const range = (days) => `from=${dayBack(days - 1)}&to=${dayBack(0)}`;

// Every range a report is read at: its default, a quarter (the longest
// chart per day), a year (per week) and the longest allowed (per month).
const RANGES = [
  ['30 days (default)', ''],
  ['90 days', range(90)],
  ['1 year', range(365)],
  ['2 years', range(731)],
];

// [label, user, path]: every report at every range, the CSVs at the
// longest, the log and the Usage Report (no range).
const REPORTS = (group) => [
  ...[
    ['Generic Activity', 'ent.admin', '/api/v1/admin/activity/generic'],
    ['Activity Report', 'corp.admin', '/api/v1/admin/activity/report'],
    ['Group Reports', 'ent.admin', '/api/v1/admin/activity/groups'],
    [
      'Group Reports, one group',
      'ent.admin',
      `/api/v1/admin/activity/groups/${group}`,
    ],
    ['Group Activity Report', 'ent.group', '/api/v1/admin/activity/group'],
  ].flatMap(([name, user, path]) =>
    RANGES.map(([label, query]) => [
      `${name}, ${label}`,
      user,
      query ? `${path}?${query}` : path,
    ]),
  ),
  [
    'Generic Activity CSV, 2 years',
    'ent.admin',
    `/api/v1/admin/activity/generic/csv?${range(731)}`,
  ],
  [
    'Group Reports CSV, 2 years',
    'ent.admin',
    `/api/v1/admin/activity/groups/csv?${range(731)}`,
  ],
  [
    'Activity log, first page',
    'corp.admin',
    '/api/v1/admin/activity/log?pageSize=25',
  ],
  [
    'Activity log, 100th page',
    'corp.admin',
    '/api/v1/admin/activity/log?pageSize=25&page=99',
  ],
  ['Usage Report', 'ent.admin', '/api/v1/admin/usage'],
];

export async function benchActivity({
  env,
  port = Number(process.env.BENCH_ACTIVITY_PORT ?? 8099),
}) {
  const base = `http://127.0.0.1:${port}`;
  const serverEnv = { RATE_LIMIT_PER_MINUTE: '1000000', ...env };
  // A first start seeds the demo database when it is new.
  let child = spawnServer(port, serverEnv);
  try {
    await waitForServer(base, Date.now() + 600_000);
    await waitForIdle(child.pid, Date.now() + 600_000);
  } finally {
    await stopServer(child);
  }
  const seeded = await seedActivity(env);
  child = spawnServer(port, serverEnv);
  const reports = [];
  try {
    await waitForServer(base, Date.now() + 300_000);
    await waitForIdle(child.pid, Date.now() + 600_000);
    const cookies = {};
    for (const user of ['ent.admin', 'ent.group', 'corp.admin']) {
      cookies[user] = await signIn(base, user);
    }
    const list = REPORTS(seeded.groups[1]);
    for (const [, user, path] of list)
      await timed(base, cookies[user], path, 5);
    for (const [label, user, path] of list) {
      reports.push({ label, ...(await timed(base, cookies[user], path)) });
    }
  } finally {
    await stopServer(child);
  }
  return { seeded, reports };
}

const count = (n) => n.toLocaleString('en-US');

/** Markdown for docs/benchmarks.md from [label, result] pairs. */
export function activityMarkdown(results) {
  const lines = [];
  for (const [db, r] of results) {
    lines.push(
      `${db}: ${count(r.seeded.logRows)} log rows, ${count(r.seeded.dailyRows)} daily rows, ${count(r.seeded.weeklyRows)} weekly and ${count(r.seeded.monthlyRows)} monthly rows for ${BENCH_USERS} users over ${BENCH_DAYS} days, written in ${r.seeded.seconds.toFixed(0)} s.`,
      '',
    );
  }
  lines.push(
    `| report | ${results.map(([db]) => `${db} p50 / p95`).join(' | ')} |`,
    `| --- | ${results.map(() => '---:').join(' | ')} |`,
  );
  const ms = (n) => `${n.toFixed(1)} ms`;
  results[0][1].reports.forEach((report, i) => {
    const cells = results.map(
      ([, r]) => `${ms(r.reports[i].p50)} / ${ms(r.reports[i].p95)}`,
    );
    lines.push(`| ${report.label} | ${cells.join(' | ')} |`);
  });
  lines.push(
    '',
    'Budget: each admin report p95 under 200 ms for an account of 500 users with 2 years of activity (about 5,000,000 log rows).',
  );
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { env, label } = databaseOption();
  const result = await benchActivity({ env });
  console.log(activityMarkdown([[label, result]]));
}
