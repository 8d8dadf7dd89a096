// A data refresh at scale (issue: alerts): the generator's older extract
// imported into a fresh SQLite file, then the newer extract's files that
// differ from it imported onto that database, as the demo's first start
// does; prints each import's time and summary and the events by type.
//   node tools/bench/reimport.mjs --companies N --work-dir DIR [--seed S]
// The work folder holds the files and the database; remove it afterwards.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { IMPORTER_NODE_ARGS, ROOT, serverEnv } from '../lib.mjs';

const require = createRequire(join(ROOT, 'apps/server/'));
// Not data: the generator's own answers.
const NOT_IMPORTED = new Set(['truth.csv', 'changed-keys.csv']);

function runNode(args, env = {}) {
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

const ingest = (dataDir, files) =>
  runNode(
    [...IMPORTER_NODE_ARGS, join(ROOT, 'apps/server/dist/ingest.js'), ...files],
    { DATA_DIR: dataDir },
  );

// Reads the database the imports wrote.
function query(dataDir, text, ...params) {
  const Database = require('better-sqlite3');
  const db = new Database(join(dataDir, 'edge.sqlite'), { readonly: true });
  try {
    return db.prepare(text).all(...params);
  } finally {
    db.close();
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
if (!workDir) {
  console.error('Usage: node tools/bench/reimport.mjs --work-dir DIR ...');
  process.exit(2);
}
const gen = join(workDir, 'gen');
const older = join(gen, 'older');
const dataDir = join(workDir, 'data');

const generated = await runNode([
  join(ROOT, 'packages/synthetic-data/dist/generate.js'),
  ...['--companies', String(companies), '--seed', seed],
  ...['--out', gen, '--older'],
]);
console.log(`generated with the older extract in ${generated.toFixed(0)} s`);
const first = await ingest(dataDir, dataFiles(older));
const [{ before, count }] = query(
  dataDir,
  'select coalesce(max(id), 0) as before, count(*) as count from company_events',
);
console.log(
  `older extract imported in ${first.toFixed(0)} s, ${count.toLocaleString('en-US')} events`,
);
const newer = dataFiles(gen, older);
const second = await ingest(dataDir, newer);
console.log(
  `newer extract (${newer.length} files) imported in ${second.toFixed(0)} s`,
);
const byType = query(
  dataDir,
  `select type, count(*) as n from company_events where id > ?
   group by type order by n desc, type`,
  before,
);
for (const { type, n } of byType) {
  console.log(`${type}\t${n.toLocaleString('en-US')}`);
}
