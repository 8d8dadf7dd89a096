// The alert budgets (issue: alerts): alert search p95 under 50 ms and the
// count only under 10 ms for a user with 100,000 alerts, and the daily
// digest for 10,000 users under 60 s. Against the built server, timed from
// the client. Usable alone on an existing database:
//   node tools/bench/alerts.mjs --data-dir DIR | --database-url URL
// and --searches-only times the searches again on a database it seeded.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openBenchDb, seedDigestUsers, seedUserAlerts } from './alert-data.mjs';
import {
  databaseOption,
  percentile,
  signIn,
  spawnServer,
  stopServer,
  waitForIdle,
  waitForServer,
} from './bench-server.mjs';

const ROUNDS = 200;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function timed(base, cookie, body, rounds = ROUNDS) {
  const times = [];
  let hits = 0;
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/events/alerts/search`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(JSON.stringify(json));
    times.push(performance.now() - started);
    hits = json.hits;
  }
  return {
    p95: percentile(
      times.sort((a, b) => a - b),
      95,
    ),
    hits,
  };
}

const SEARCHES = [
  ['list, first page', { application: 'PC', limit: 250 }],
  ['list, tenth page', { application: 'PC', limit: 250, pageIndex: 9 }],
  [
    'list, two types',
    {
      application: 'PC',
      limit: 250,
      event_types: ['osha_inspection', 'wc_renewal_reminder'],
    },
  ],
  [
    'list by company name',
    {
      application: 'PC',
      limit: 250,
      sort: { field: 'entity_name', order: 'asc' },
    },
  ],
  ['count only, unchecked', { application: 'PC', limit: 0, checked: false }],
  ['count only, all', { application: 'PC', limit: 0 }],
];

/**
 * Waits for the digest run queued at `queuedAt` to finish; its mails sent
 * and the seconds from its start to its last mail.
 */
async function digestRun(env, queuedAt) {
  const db = await openBenchDb(env);
  try {
    for (let i = 0; i < 3000; i += 1) {
      const [job] = await db.all(
        `select started_at, finished_at from jobs
         where kind = 'alerts-digest' and status = 'completed' and created_at >= ?`,
        [queuedAt],
      );
      if (job) {
        const [sent] = await db.all(
          "select count(*) as n, max(sent_at) as last from alert_digests where status = 'sent'",
        );
        return {
          users: Number(sent.n),
          seconds: (Date.parse(sent.last) - Date.parse(job.started_at)) / 1000,
        };
      }
      await sleep(200);
    }
    throw new Error('the digest did not finish in 10 min');
  } finally {
    await db.close();
  }
}

async function queueDigest(env) {
  const db = await openBenchDb(env);
  try {
    const now = new Date().toISOString();
    await db.run(
      `insert into jobs (kind, payload, status, max_attempts, run_after, created_at, updated_at)
       values ('alerts-digest', '{}', 'queued', 3, ?, ?, ?)`,
      [now, now, now],
    );
    return now;
  } finally {
    await db.close();
  }
}

export async function benchAlerts({ env, port = 8098, users = 10_000 }) {
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
  // Digest first, on users of their own, before full.broker's alerts.
  const seeded = await seedDigestUsers(env, users);
  child = spawnServer(port, serverEnv);
  let digest;
  try {
    await waitForServer(base, Date.now() + 300_000);
    await waitForIdle(child.pid, Date.now() + 600_000);
    const queuedAt = await queueDigest(env);
    digest = { ...(await digestRun(env, queuedAt)), seeded };
  } finally {
    await stopServer(child);
  }
  await seedUserAlerts(env);
  return { digest, searches: await timeSearches(base, port, serverEnv) };
}

// The searches of full.broker's alerts, against a server of their own.
async function timeSearches(base, port, serverEnv) {
  const child = spawnServer(port, serverEnv);
  const searches = [];
  try {
    await waitForServer(base, Date.now() + 300_000);
    await waitForIdle(child.pid, Date.now() + 600_000);
    const cookie = await signIn(base);
    for (const [, body] of SEARCHES) await timed(base, cookie, body, 10);
    for (const [label, body] of SEARCHES) {
      searches.push({ label, ...(await timed(base, cookie, body)) });
    }
  } finally {
    await stopServer(child);
  }
  return searches;
}

/** The searches again on a database a previous run seeded. */
export function benchAlertSearches({ env, port = 8098 }) {
  const serverEnv = { RATE_LIMIT_PER_MINUTE: '1000000', ...env };
  return timeSearches(`http://127.0.0.1:${port}`, port, serverEnv);
}

/** Markdown for docs/benchmarks.md from [label, result] pairs. */
export function alertsMarkdown(results) {
  const lines = [
    '| database | alert search (100,000 alerts) | hits | p95 |',
    '| --- | --- | ---: | ---: |',
  ];
  for (const [db, r] of results) {
    for (const s of r.searches) {
      lines.push(
        `| ${db} | ${s.label} | ${s.hits.toLocaleString('en-US')} | ${s.p95.toFixed(1)} ms |`,
      );
    }
  }
  lines.push('', '| database | digest users | time |', '| --- | ---: | ---: |');
  for (const [db, r] of results.filter(([, r]) => r.digest)) {
    lines.push(
      `| ${db} | ${r.digest.users.toLocaleString('en-US')} | ${r.digest.seconds.toFixed(1)} s |`,
    );
  }
  lines.push(
    '',
    'Budgets: alert search p95 under 50 ms, count only under 10 ms, for a user with 100,000 alerts; the digest for 10,000 users under 60 s.',
  );
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { env, label } = databaseOption();
  // --searches-only: time the searches again, seeding nothing.
  if (process.argv.includes('--searches-only')) {
    const searches = await benchAlertSearches({ env });
    console.log(alertsMarkdown([[label, { searches }]]));
    process.exit(0);
  }
  const result = await benchAlerts({ env });
  if (env.DATA_DIR) {
    const outbox = join(env.DATA_DIR, 'outbox');
    console.log(`${readdirSync(outbox).length} mails in ${outbox}`);
  }
  console.log(alertsMarkdown([[label, result]]));
}
