// A data refresh at scale (issue: alerts): the generator's older extract
// imported into a fresh database, then the newer extract's files that
// differ from it imported onto that database, as the demo's first start
// does; prints each import's time and summary and the events by type.
//   node tools/bench/reimport.mjs --companies N --work-dir DIR [--seed S]
//     [--postgres ADMIN_URL] [--alerts N] [--without-name-triggers]
// --postgres: a fresh PostgreSQL database made with ADMIN_URL (dropped at
// the end) instead of a SQLite file. --alerts: full.broker gets N alerts
// over 2,000 companies between the two imports. --without-name-triggers:
// migration 0027's triggers on companies are dropped before the first
// import, so a run with and one without tell what they cost an import.
// The work folder holds the files and the database; remove it afterwards.
// Extracts already generated there are used again.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { IMPORTER_NODE_ARGS, ROOT, serverEnv } from '../lib.mjs';
import { openBenchDb, seedUserAlerts } from './alert-data.mjs';
import {
  spawnServer,
  stopServer,
  waitForIdle,
  waitForServer,
} from './bench-server.mjs';

// Not data: the generator's own answers.
const NOT_IMPORTED = new Set(['truth.csv', 'changed-keys.csv']);
// Migration 0027's triggers that keep alerts.company_name the master's.
const NAME_TRIGGERS = [
  'companies_alert_name_insert',
  'companies_alert_name_update',
  'companies_alert_name_delete',
];

function runNode(args, env) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...serverEnv(), LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) =>
      code === 0
        ? resolve((Date.now() - started) / 1000)
        : reject(new Error(`${args.at(0)} exited with ${code}`)),
    );
  });
}

// The data files of a folder, but those with the same bytes as the file
// of that name in `sameAs` (apps/server/src/startup/demo-companies.ts).
function dataFiles(dir, sameAs) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.csv') && !NOT_IMPORTED.has(name))
    .filter(
      (name) =>
        !sameAs ||
        !readFileSync(join(dir, name)).equals(readFileSync(join(sameAs, name))),
    )
    .map((name) => join(dir, name));
}

// CPU seconds a process (every thread) has used so far.
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .split(') ')[1]
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

// PostgreSQL: the CPU seconds of the database's client backends while
// `run` goes on, sampled each half second (the last half second of a
// backend is missed), where the triggers' work is done.
async function backendCpu(env, run) {
  if (!env.DATABASE_URL) return { result: await run(), seconds: undefined };
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  const used = new Map();
  let running = true;
  const sampling = (async () => {
    while (running) {
      const { rows } = await client.query(
        `select pid from pg_stat_activity where datname = current_database()
           and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      for (const { pid } of rows) {
        try {
          used.set(pid, cpuSeconds(pid));
        } catch {
          // the backend ended since the query
        }
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  })();
  try {
    const result = await run();
    return { result, seconds: [...used.values()].reduce((a, b) => a + b, 0) };
  } finally {
    running = false;
    await sampling;
    await client.end();
  }
}

// An import's wall time, the importer's CPU seconds and (PostgreSQL) the
// database's.
async function ingest(env, files, label) {
  const report = join(workDir, `report-${label}.json`);
  const { result: seconds, seconds: database } = await backendCpu(env, () =>
    runNode(
      [
        ...IMPORTER_NODE_ARGS,
        join(ROOT, 'apps/server/dist/ingest.js'),
        ...['--report', report, ...files],
      ],
      env,
    ),
  );
  const { cpuSeconds: importer } = JSON.parse(readFileSync(report, 'utf8'));
  const cpu = [`importer ${importer.toFixed(1)} s`];
  if (database !== undefined) cpu.push(`database ${database.toFixed(1)} s`);
  return `${seconds.toFixed(0)} s (CPU: ${cpu.join(', ')})`;
}

// The server's first start migrates the database and seeds the demo
// accounts; no demo companies, the imports bring them.
async function prepareDatabase(env) {
  const port = 8096;
  const child = spawnServer(port, {
    ...env,
    SEED_DEMO: 'true',
    DEMO_COMPANIES: '0',
  });
  try {
    await waitForServer(`http://127.0.0.1:${port}`, Date.now() + 120_000);
    await waitForIdle(child.pid, Date.now() + 120_000);
  } finally {
    await stopServer(child);
  }
}

async function dropNameTriggers(env) {
  const db = await openBenchDb(env);
  try {
    for (const name of NAME_TRIGGERS) {
      await db.run(
        env.DATABASE_URL
          ? `drop trigger ${name} on companies`
          : `drop trigger ${name}`,
      );
    }
  } finally {
    await db.close();
  }
}

async function query(env, text, params) {
  const db = await openBenchDb(env);
  try {
    return await db.all(text, params);
  } finally {
    await db.close();
  }
}

// A fresh PostgreSQL database for the run, dropped after it.
async function withPostgres(adminUrl, run) {
  const name = `edge_reimport_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : fallback;
};
const companies = Number(option('--companies', '1000000'));
const seed = option('--seed', '1');
const workDir = option('--work-dir');
const postgresUrl = option('--postgres');
const alerts = Number(option('--alerts', '0'));
const withoutNameTriggers = argv.includes('--without-name-triggers');
if (!workDir) {
  console.error('Usage: node tools/bench/reimport.mjs --work-dir DIR ...');
  process.exit(2);
}
const gen = join(workDir, 'gen');
const older = join(gen, 'older');
const dataDir = join(workDir, 'data');

async function refresh(env) {
  await prepareDatabase(env);
  if (withoutNameTriggers) {
    await dropNameTriggers(env);
    console.log('without the name triggers on companies');
  }
  const first = await ingest(env, dataFiles(older), 'older');
  const [{ before, count }] = await query(
    env,
    'select coalesce(max(id), 0) as before, count(*) as count from company_events',
  );
  console.log(
    `older extract imported in ${first}, ${Number(count).toLocaleString('en-US')} events`,
  );
  if (alerts > 0) {
    await seedUserAlerts(env, alerts);
    console.log(`full.broker has ${alerts.toLocaleString('en-US')} alerts`);
  }
  const newer = dataFiles(gen, older);
  const second = await ingest(env, newer, 'newer');
  console.log(`newer extract (${newer.length} files) imported in ${second}`);
  const byType = await query(
    env,
    `select type, count(*) as n from company_events
     where id > ? and event_key not like 'bench:%'
     group by type order by n desc, type`,
    [Number(before)],
  );
  for (const { type, n } of byType) {
    console.log(`${type}\t${Number(n).toLocaleString('en-US')}`);
  }
}

if (existsSync(older)) {
  console.log(`the extracts in ${gen} used again`);
} else {
  const generated = await runNode(
    [
      join(ROOT, 'packages/synthetic-data/dist/generate.js'),
      ...['--companies', String(companies), '--seed', seed],
      ...['--out', gen, '--older'],
    ],
    {},
  );
  console.log(`generated with the older extract in ${generated.toFixed(0)} s`);
}
rmSync(dataDir, { recursive: true, force: true });
if (postgresUrl) {
  await withPostgres(postgresUrl, (url) =>
    refresh({ DATABASE_URL: url, DATA_DIR: dataDir }),
  );
} else {
  await refresh({ DATA_DIR: dataDir });
}
