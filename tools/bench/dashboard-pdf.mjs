// The Dashboard PDF budget (issue 23: a full dashboard PDF under 3 s):
// companies with data in each module, one export at a time, against the
// built server, timed from the client from the POST until the export is
// COMPLETED (the job reads every report and writes the file), plus the
// download. Usable alone on an existing database:
//   node tools/bench/dashboard-pdf.mjs --data-dir DIR | --database-url URL
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import {
  databaseOption,
  signIn,
  spawnServer,
  stopServer,
  timeSummary,
  waitForServer,
} from './bench-server.mjs';

// Each module's dashboard of companies that have its reports' data.
const KINDS = [
  {
    name: 'Commercial Lines (OSHA inspections)',
    module: 'pc',
    sql: 'select distinct muns from osha_inspections where muns is not null',
  },
  {
    name: 'Commercial Lines (DOT carriers)',
    module: 'pc',
    sql: 'select distinct muns from motor_carriers where muns is not null',
  },
  {
    name: 'Employee Benefits (Form 5500 filings)',
    module: 'eb',
    sql: 'select distinct muns from filings where muns is not null',
  },
];
const PER_KIND = 12;
const WARM_UP = 2;
const BUDGET_MS = 3000;

async function pickCompanies(env) {
  const sample = (kindSql) =>
    `select muns from (${kindSql}) k order by random() limit ${PER_KIND + WARM_UP}`;
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      const picked = [];
      for (const kind of KINDS) {
        const { rows } = await client.query(sample(kind.sql));
        picked.push(rows.map((r) => r.muns));
      }
      return picked;
    } finally {
      await client.end();
    }
  }
  const db = new Database(join(env.DATA_DIR, 'edge.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return KINDS.map((kind) =>
      db
        .prepare(sample(kind.sql))
        .all()
        .map((r) => r.muns),
    );
  } finally {
    db.close();
  }
}

async function call(base, cookie, path, init = {}) {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { cookie, 'content-type': 'application/json' },
  });
  if (!response.ok) {
    throw new Error(`${path} ${response.status} ${await response.text()}`);
  }
  return response;
}

/** One dashboard PDF: ms until COMPLETED, ms with the download, pages. */
async function exportOne(base, cookie, module, muns) {
  const started = performance.now();
  const created = await call(base, cookie, '/api/v1/exports', {
    method: 'POST',
    body: JSON.stringify({ module, kind: 'dashboard', format: 'pdf', muns }),
  });
  const { id } = await created.json();
  for (;;) {
    const job = await (
      await call(base, cookie, `/api/v1/exports/${id}`)
    ).json();
    if (job.process_status === 'COMPLETED') break;
    if (job.process_status !== 'PROCESSING') {
      throw new Error(`export ${id}: ${job.process_status} ${job.error}`);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const completed = performance.now() - started;
  const file = await call(base, cookie, `/api/v1/exports/${id}/file`);
  const bytes = Buffer.from(await file.arrayBuffer());
  const pages = bytes.toString('latin1').match(/\/Type \/Page\b/g)?.length;
  return { completed, total: performance.now() - started, pages };
}

/** Starts the server on a database and measures; returns a summary. */
export async function benchDashboardPdf({ env, port = 8097 }) {
  const base = `http://127.0.0.1:${port}`;
  const picked = await pickCompanies(env);
  const child = spawnServer(port, {
    RATE_LIMIT_PER_MINUTE: '1000000',
    // Many exports of one user, one after the other.
    EXPORTS_PER_DAY: '100000',
    ...env,
  });
  try {
    await waitForServer(base, Date.now() + 300_000);
    const cookie = await signIn(base);
    const results = [];
    for (const [i, kind] of KINDS.entries()) {
      const runs = [];
      for (const [j, muns] of picked[i].entries()) {
        const run = await exportOne(base, cookie, kind.module, muns);
        if (j >= WARM_UP) runs.push(run);
      }
      results.push({
        name: kind.name,
        companies: runs.length,
        completed: timeSummary(runs.map((r) => r.completed)),
        total: timeSummary(runs.map((r) => r.total)),
        pages: Math.max(...runs.map((r) => r.pages ?? 0)),
      });
    }
    return results;
  } finally {
    await stopServer(child);
  }
}

const ms = (n) => `${n.toFixed(0)} ms`;

/** Markdown for docs/benchmarks.md from [label, result] pairs. */
export function dashboardPdfMarkdown(runs) {
  const lines = [
    `${PER_KIND} companies of each kind, one export at a time after ${WARM_UP} to warm up: from the POST to COMPLETED, then with the download (budget ${ms(BUDGET_MS)}).`,
    '',
    '| database | dashboard | to COMPLETED p50 / p95 / max | with download p95 | most pages |',
    '| --- | --- | ---: | ---: | ---: |',
  ];
  for (const [db, results] of runs) {
    for (const r of results) {
      const c = r.completed;
      lines.push(
        `| ${db} | ${r.name} | ${ms(c.p50)} / ${ms(c.p95)} / ${ms(c.max)} | ${ms(r.total.p95)} | ${r.pages} |`,
      );
    }
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { env, label } = databaseOption();
  const port = Number(process.env.BENCH_PORT ?? 8097);
  console.log(
    dashboardPdfMarkdown([[label, await benchDashboardPdf({ env, port })]]),
  );
}
