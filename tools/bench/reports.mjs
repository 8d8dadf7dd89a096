// The company dashboard's report budget (docs/decisions/0010: each report
// under 50 ms p95): every report of about 200 companies, one at a time,
// against the built server on an imported database, timed from the client
// (HTTP round trip included). Usable alone on an existing database:
//   node tools/bench/reports.mjs --data-dir DIR | --database-url URL
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import {
  databaseOption,
  percentile,
  signIn,
  spawnServer,
  stopServer,
  waitForIdle,
  waitForServer,
} from './bench-server.mjs';

// The reports of the catalogue (packages/contracts report-catalog.ts).
const REPORTS = [
  'contacts',
  'property',
  'full-property',
  'hazards',
  'dot',
  'workers-comp',
  'osha',
  'whd',
  'welfare-summary',
  'retirement-summary',
  'plans',
  'plan-history',
  'providers',
  'filings',
  'carriers',
  'brokers',
  'peer-benchmarks',
];
const ENDPOINTS = [
  // The floor: a signed-in call that reads no company data.
  ['session ping (floor)', () => '/api/v1/auth/ping'],
  ['company record', (muns) => `/api/v1/companies/${muns}`],
  ...REPORTS.map((name) => [
    name,
    (muns) => `/api/v1/companies/${muns}/reports/${name}`,
  ]),
];

// The companies measured: 50 of each kind, plus a few to warm up with.
const PER_KIND = 50;
const WARM_UP = 10;
const KINDS = {
  filings: 'select distinct muns from filings where muns is not null',
  osha: 'select distinct muns from osha_inspections where muns is not null',
  dot: 'select distinct muns from motor_carriers where muns is not null',
  random: 'select muns from companies',
};

/** Picks the companies straight from the database, at random. */
async function pickCompanies(env) {
  const sample = (kindSql) =>
    `select muns from (${kindSql}) k order by random() limit ${PER_KIND + WARM_UP}`;
  const picked = new Map();
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      for (const [kind, kindSql] of Object.entries(KINDS)) {
        const { rows } = await client.query(sample(kindSql));
        picked.set(
          kind,
          rows.map((r) => r.muns),
        );
      }
    } finally {
      await client.end();
    }
    return picked;
  }
  const db = new Database(join(env.DATA_DIR, 'edge.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    for (const [kind, kindSql] of Object.entries(KINDS)) {
      picked.set(
        kind,
        db
          .prepare(sample(kindSql))
          .all()
          .map((r) => r.muns),
      );
    }
  } finally {
    db.close();
  }
  return picked;
}

async function timed(base, cookie, path) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path} ${JSON.stringify(json)}`);
  const hasData = Array.isArray(json.sources) && json.sources.length > 0;
  return { ms: performance.now() - started, hasData };
}

// Every endpoint of each company in turn, as a dashboard opens them.
async function measure(base, cookie, companies) {
  const results = ENDPOINTS.map(() => ({ times: [], withData: 0 }));
  for (const muns of companies) {
    for (const [i, [, path]] of ENDPOINTS.entries()) {
      const { ms, hasData } = await timed(base, cookie, path(muns));
      results[i].times.push(ms);
      if (hasData) results[i].withData += 1;
    }
  }
  return results.map(({ times, withData }, i) => {
    const sorted = times.sort((a, b) => a - b);
    return {
      name: ENDPOINTS[i][0],
      withData,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted.at(-1),
    };
  });
}

/** Starts the server on a database and measures; returns a summary. */
export async function benchReports({ env, port = 8096 }) {
  const base = `http://127.0.0.1:${port}`;
  const picked = await pickCompanies(env);
  const warmUp = [...picked.values()].flatMap((list) => list.slice(PER_KIND));
  const companies = [
    ...new Set([...picked.values()].flatMap((l) => l.slice(0, PER_KIND))),
  ];
  const child = spawnServer(port, {
    // Thousands of calls from one client: measure latency, not the limit.
    RATE_LIMIT_PER_MINUTE: '1000000',
    ...env,
  });
  try {
    await waitForServer(base, Date.now() + 300_000);
    const cookie = await signIn(base);
    await waitForIdle(child.pid, Date.now() + 600_000);
    await measure(base, cookie, warmUp);
    return {
      companies: companies.length,
      perReport: await measure(base, cookie, companies),
    };
  } finally {
    await stopServer(child);
  }
}

const ms = (n) => `${n.toFixed(1)} ms`;

/** Markdown for docs/benchmarks.md from [label, result] pairs. */
export function reportsMarkdown(runs) {
  const [, first] = runs[0];
  const lines = [
    `${first.companies} companies (${PER_KIND} each with filings, OSHA inspections, DOT carriers, and at random), every endpoint once per company.`,
    '',
    `| endpoint | ${runs.map(([db]) => `${db}: with data / p50 / p95 / max`).join(' | ')} |`,
    `| --- | ${runs.map(() => '---:').join(' | ')} |`,
  ];
  first.perReport.forEach((report, i) => {
    const cells = runs.map(([, r]) => {
      const x = r.perReport[i];
      return `${x.withData} / ${ms(x.p50)} / ${ms(x.p95)} / ${ms(x.max)}`;
    });
    lines.push(`| ${report.name} | ${cells.join(' | ')} |`);
  });
  lines.push(
    '',
    '| database | worst report p95 (budget 50 ms) |',
    '| --- | ---: |',
  );
  for (const [db, r] of runs) {
    const reports = r.perReport.filter((x) => x.name !== ENDPOINTS[0][0]);
    lines.push(`| ${db} | ${ms(Math.max(...reports.map((x) => x.p95)))} |`);
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { env, label } = databaseOption();
  const port = Number(process.env.BENCH_PORT ?? 8096);
  console.log(reportsMarkdown([[label, await benchReports({ env, port })]]));
}
