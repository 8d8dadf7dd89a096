// The export budgets (issue: exports): a 50,000-row full-profile export
// as CSV and as Excel, the server's memory above idle while it runs, the
// search p95 while it runs against idle, and a dashboard PDF. Against the
// built server on an imported database, timed from the client. Usable
// alone on an existing database:
//   node tools/bench/exports.mjs --data-dir DIR | --database-url URL
import { readFileSync } from 'node:fs';
import {
  databaseOption,
  percentile,
  signIn,
  spawnServer,
  stopServer,
  waitForIdle,
  waitForServer,
} from './bench-server.mjs';
import { QUERY_MIX } from './search.mjs';

const ROWS = 50_000;
const rssMb = (pid) =>
  Number(
    /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1],
  ) / 1024;

function client(base, cookie) {
  return async (method, path, body) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        cookie,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`${path} ${JSON.stringify(json)}`);
    return json;
  };
}

/**
 * Commercial criteria matching close to, and at most, 50,000 companies:
 * the largest states added while the total stays within the limit.
 */
const STATES =
  `AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA
MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV
WI WY`.split(/\s+/);

async function criteriaOfRows(call, rows) {
  const states = [];
  const byState = [];
  for (const code of STATES) {
    const criteria = {
      locationSearch: { states: [code] },
      activityDateRange: { minDate: null },
    };
    const { total } = await call('POST', '/api/v1/search/pnc', { criteria });
    byState.push([code, total]);
  }
  byState.sort((a, b) => b[1] - a[1]);
  let total = 0;
  for (const [code, count] of byState) {
    if (total + count > rows) continue;
    states.push(code);
    total += count;
  }
  return {
    total,
    criteria: {
      locationSearch: { states },
      activityDateRange: { minDate: null },
    },
  };
}

async function searchMs(call, i) {
  const [, module, body] = QUERY_MIX[i % QUERY_MIX.length];
  const started = performance.now();
  await call('POST', `/api/v1/search/${module}`, body);
  return performance.now() - started;
}

/** Runs the mix of searches `rounds` times; the p95 in ms. */
async function idleSearchP95(call, rounds) {
  const times = [];
  for (let i = 0; i < QUERY_MIX.length * rounds; i += 1) {
    times.push(await searchMs(call, i));
  }
  return percentile(
    times.sort((a, b) => a - b),
    95,
  );
}

// While an export runs, a user's search every quarter second.
const SEARCH_EVERY_MS = 250;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts an export and, until it is done, runs a search every quarter
 * second and samples the server's memory.
 */
async function timedExport(call, pid, request) {
  const started = performance.now();
  const { id } = await call('POST', '/api/v1/exports', request);
  const times = [];
  let peak = rssMb(pid);
  for (let i = 0; ; i += 1) {
    const took = await searchMs(call, i);
    times.push(took);
    peak = Math.max(peak, rssMb(pid));
    await sleep(Math.max(0, SEARCH_EVERY_MS - took));
    const job = await call('GET', `/api/v1/exports/${id}`);
    if (job.process_status === 'FAILED') throw new Error(job.error);
    if (job.process_status === 'COMPLETED') {
      return {
        seconds: (performance.now() - started) / 1000,
        rows: job.rows_written,
        peakRss: peak,
        searchP95: percentile(
          times.sort((a, b) => a - b),
          95,
        ),
        searches: times.length,
      };
    }
  }
}

/** Starts the server on a database, signed in and idle. */
async function startIdle(env, port) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawnServer(port, {
    RATE_LIMIT_PER_MINUTE: '1000000',
    EXPORTS_PER_DAY: '1000',
    ...env,
  });
  await waitForServer(base, Date.now() + 300_000);
  const call = client(base, await signIn(base));
  await waitForIdle(child.pid, Date.now() + 600_000);
  return { child, call };
}

/**
 * Measures each export on a server of its own (so each starts from the
 * same idle memory): the time to COMPLETED, the RSS peak above idle, and
 * the searches' p95 while it runs against the idle p95.
 */
export async function benchExports({ env, port = 8097, only }) {
  let { child, call } = await startIdle(env, port);
  let criteria;
  let total;
  let idleP95;
  try {
    ({ criteria, total } = await criteriaOfRows(call, ROWS));
    // Warm: every query once builds its sort order.
    await idleSearchP95(call, 1);
    idleP95 = await idleSearchP95(call, 3);
  } finally {
    await stopServer(child);
  }
  const table = (format, columns) => ({
    module: 'pc',
    kind: 'results',
    format,
    columns,
    criteria,
  });
  const runs = [];
  for (const [label, request] of [
    ['CSV, full profile', table('csv', 'profile')],
    ['Excel, full profile', table('xlsx', 'profile')],
    ['CSV, as shown', table('csv', 'shown')],
    ['CRM import zip', table('csv', 'crm')],
  ]) {
    if (only && !label.includes(only)) continue;
    ({ child, call } = await startIdle(env, port));
    try {
      await idleSearchP95(call, 1);
      const idleRss = rssMb(child.pid);
      const run = await timedExport(call, child.pid, request);
      runs.push({ label, ...run, aboveIdle: run.peakRss - idleRss });
    } finally {
      await stopServer(child);
    }
  }
  return { total, idleP95, runs };
}

const ms = (n) => `${n.toFixed(1)} ms`;

/** Markdown for docs/benchmarks.md from [label, result] pairs. */
export function exportsMarkdown(results) {
  const lines = [
    '| database | export | rows | time | server RSS above idle | search p95 during / idle |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
  ];
  for (const [db, r] of results) {
    for (const run of r.runs) {
      lines.push(
        `| ${db} | ${run.label} | ${run.rows.toLocaleString('en-US')} | ${run.seconds.toFixed(1)} s | ${run.aboveIdle.toFixed(0)} MB | ${ms(run.searchP95)} / ${ms(r.idleP95)} (${run.searches} searches) |`,
      );
    }
  }
  lines.push(
    '',
    'Budgets: 50,000-row full-profile CSV under 15 s, Excel under 45 s, at most 150 MB above idle, search p95 during an export at most 2x idle.',
  );
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // --only WORDS: the exports whose label has them ('as shown', 'Excel').
  const argv = process.argv.slice(2);
  const i = argv.indexOf('--only');
  const only = i >= 0 ? argv[i + 1] : undefined;
  const { env, label } = databaseOption();
  console.log(exportsMarkdown([[label, await benchExports({ env, only })]]));
}
