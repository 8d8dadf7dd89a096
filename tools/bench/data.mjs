// The data platform's budgets (ARCHITECTURE §6): generate N companies in the
// public formats, import them into a fresh SQLite file and a fresh
// PostgreSQL database, and report rows/s per importer, the importer's peak
// memory, database sizes and entity-resolution quality.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { IMPORTER_NODE_ARGS, ROOT, serverEnv } from '../lib.mjs';
import { benchMap, mapMarkdown } from './map.mjs';
import { benchContacts, contactsMarkdown } from './contacts.mjs';
import { benchDashboardPdf, dashboardPdfMarkdown } from './dashboard-pdf.mjs';
import { activityMarkdown, benchActivity } from './activity.mjs';
import { alertsMarkdown, benchAlerts } from './alerts.mjs';
import { benchExports, exportsMarkdown } from './exports.mjs';
import { benchReports, reportsMarkdown } from './reports.mjs';
import { benchSearch, searchMarkdown } from './search.mjs';
import { benchStatistics, statisticsMarkdown } from './statistics.mjs';

// The command-line tools the benchmark runs, by bundle name.
const SCRIPTS = {
  'generate.js': 'packages/synthetic-data/dist/generate.js',
  'ingest.js': 'apps/server/dist/ingest.js',
};

function runNode(script, args, env = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const flags = script === 'ingest.js' ? IMPORTER_NODE_ARGS : [];
    const child = spawn(
      process.execPath,
      [...flags, join(ROOT, SCRIPTS[script]), ...args],
      {
        cwd: ROOT,
        env: { ...serverEnv(), LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve(Date.now() - started)
        : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

const sizeOf = (dir) =>
  readdirSync(dir).reduce(
    (sum, name) => sum + statSync(join(dir, name)).size,
    0,
  );
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const count = (n) => Math.round(n).toLocaleString('en-US');

async function withDatabase(adminUrl, run) {
  const name = `edge_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await run(url.toString());
    const { rows } = await admin.query(
      `SELECT pg_database_size('${name}') AS size`,
    );
    return Number(rows[0].size);
  } finally {
    // Every connection of the importer is closed by now; a plain DROP also
    // stops an autovacuum worker the big import started (FORCE would need
    // the right to signal the superuser's processes).
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  }
}

async function ingest(label, workDir, files, env) {
  const report = join(workDir, `report-${label}.json`);
  await runNode(
    'ingest.js',
    ['--report', report, '--truth', join(workDir, 'gen/truth.csv'), ...files],
    { DATA_DIR: join(workDir, `data-${label}`), ...env },
  );
  return JSON.parse(readFileSync(report, 'utf8'));
}

/** Runs the data benchmark; returns Markdown for docs/benchmarks.md. */
export async function benchData({ companies, workDir, postgresUrl }) {
  const gen = join(workDir, 'gen');
  const generateMs = await runNode('generate.js', [
    '--companies',
    String(companies),
    '--seed',
    '7',
    '--out',
    gen,
  ]);
  const files = readdirSync(gen)
    .filter((name) => name.endsWith('.csv') && name !== 'truth.csv')
    .map((name) => join(gen, name));
  const runs = [['SQLite', await ingest('sqlite', workDir, files, {})]];
  const sqliteEnv = { DATA_DIR: join(workDir, 'data-sqlite') };
  const searches = [['SQLite', await benchSearch({ env: sqliteEnv })]];
  const reports = [['SQLite', await benchReports({ env: sqliteEnv })]];
  const statistics = [['SQLite', await benchStatistics({ env: sqliteEnv })]];
  const maps = [['SQLite', await benchMap({ env: sqliteEnv })]];
  const contacts = [['SQLite', await benchContacts({ env: sqliteEnv })]];
  const pdfs = [['SQLite', await benchDashboardPdf({ env: sqliteEnv })]];
  const exports = [['SQLite', await benchExports({ env: sqliteEnv })]];
  // Last: it adds users and alerts to the database.
  const alerts = [['SQLite', await benchAlerts({ env: sqliteEnv })]];
  // After the alerts: it grows ent.admin's account to 500 users.
  const activity = [['SQLite', await benchActivity({ env: sqliteEnv })]];
  let pgSize = 0;
  if (postgresUrl) {
    let report;
    pgSize = await withDatabase(postgresUrl, async (url) => {
      report = await ingest('postgres', workDir, files, { DATABASE_URL: url });
      const env = { DATABASE_URL: url };
      searches.push(['PostgreSQL', await benchSearch({ env })]);
      reports.push(['PostgreSQL', await benchReports({ env })]);
      statistics.push(['PostgreSQL', await benchStatistics({ env })]);
      maps.push(['PostgreSQL', await benchMap({ env })]);
      contacts.push(['PostgreSQL', await benchContacts({ env })]);
      pdfs.push(['PostgreSQL', await benchDashboardPdf({ env })]);
      exports.push(['PostgreSQL', await benchExports({ env })]);
      alerts.push(['PostgreSQL', await benchAlerts({ env })]);
      activity.push(['PostgreSQL', await benchActivity({ env })]);
    });
    runs.push(['PostgreSQL', report]);
  }
  const lines = [
    `Generated ${count(companies)} companies in ${(generateMs / 1000).toFixed(0)} s: ${files.length} files, ${mb(sizeOf(gen))}.`,
    '',
    `| file | rows | ${runs.map(([db]) => `${db} rows/s`).join(' | ')} |`,
    `| --- | ---: | ${runs.map(() => '---:').join(' | ')} |`,
  ];
  const [, first] = runs[0];
  first.files.forEach((file, i) => {
    const rates = runs.map(([, r]) => {
      const f = r.files[i];
      return f.seconds > 0 ? count(f.read / f.seconds) : '—';
    });
    lines.push(`| ${file.file} | ${count(file.read)} | ${rates.join(' | ')} |`);
  });
  lines.push(
    '',
    '| database | total rows | import time | of which index builds | overall rows/s | importer peak RSS | database size | precision | recall |',
  );
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [db, r] of runs) {
    const rows = r.files.reduce((s, f) => s + f.read, 0);
    // Indexes dropped for the load are built after the last file.
    const builds = r.indexes?.seconds ?? 0;
    const seconds = r.files.reduce((s, f) => s + f.seconds, 0) + builds;
    const size =
      db === 'SQLite' ? sizeOf(join(workDir, 'data-sqlite')) : pgSize;
    lines.push(
      `| ${db} | ${count(rows)} | ${seconds.toFixed(0)} s | ${builds.toFixed(0)} s | ${count(rows / seconds)} | ${r.peakRssMb.toFixed(0)} MB | ${mb(size)} | ${(r.quality.precision * 100).toFixed(2)}% | ${(r.quality.recall * 100).toFixed(2)}% |`,
    );
  }
  lines.push('', '### Search', '', searchMarkdown(searches));
  lines.push('', '### Company reports', '', reportsMarkdown(reports));
  lines.push('', '### Market statistics', '', statisticsMarkdown(statistics));
  lines.push('', '### Results map', '', mapMarkdown(maps));
  lines.push('', '### Contacts by role', '', contactsMarkdown(contacts));
  lines.push('', '### Dashboard PDF', '', dashboardPdfMarkdown(pdfs));
  lines.push('', '### Exports', '', exportsMarkdown(exports));
  lines.push('', '### Alerts', '', alertsMarkdown(alerts));
  lines.push('', '### Admin reports', '', activityMarkdown(activity));
  return lines.join('\n');
}
