import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { ingestFiles } from '../ingest/run-ingest';
import { seedDemoFavorites } from './demo-favorites';

// One seed for every demo database, so demo companies are the same
// everywhere (README: demo data).
const DEMO_SEED = 20_261_121;

// The generator's older extract of the same companies (its --older), and
// the records of today's that differ from it.
const OLDER = 'older';
const CHANGED_KEYS = 'changed-keys.csv';
// Not data: the generator's own answers.
const NOT_IMPORTED = new Set(['truth.csv', CHANGED_KEYS]);

const hasCompanies = async (db: Db) =>
  (await db
    .selectFrom('companies')
    .select('muns')
    .limit(1)
    .executeTakeFirst()) !== undefined;

/**
 * Writes the demo's files with the generator's command line
 * (@edge/synthetic-data) in a child process, so the generator stays out of
 * the server's bundle (docs/decisions/0017): its built file, or its source
 * under tsx when the server runs from source (tests, npm run dev).
 */
async function generateFiles(companies: number, out: string): Promise<void> {
  const root = dirname(
    createRequire(import.meta.url).resolve('@edge/synthetic-data/package.json'),
  );
  const cli = import.meta.url.endsWith('.ts')
    ? [
        '--conditions=source',
        '--import',
        import.meta.resolve('tsx'),
        join(root, 'src/cli.ts'),
      ]
    : [join(root, 'dist/generate.js')];
  const args = ['--companies', `${companies}`, '--seed', `${DEMO_SEED}`];
  await promisify(execFile)(process.execPath, [
    ...cli,
    ...args,
    '--out',
    out,
    '--older',
  ]);
}

// The data files of a folder, but those with the same bytes as the file
// of that name in `sameAs`: imported already, they would change nothing.
function dataFiles(dir: string, sameAs?: string): string[] {
  const isImported = (name: string) =>
    sameAs !== undefined &&
    readFileSync(join(dir, name)).equals(readFileSync(join(sameAs, name)));
  return readdirSync(dir)
    .filter((name) => name.endsWith('.csv') && !NOT_IMPORTED.has(name))
    .filter((name) => !isImported(name))
    .map((name) => join(dir, name));
}

// Imports files; throws when one did not go in. Returns the rows read.
async function importFiles(
  db: Db,
  paths: readonly string[],
  dataDir: string,
): Promise<number> {
  const { files } = await ingestFiles(paths, {
    db,
    rejectsDir: join(dataDir, 'rejects'),
  });
  const failed = files.filter((file) => file.status !== 'done');
  if (failed.length > 0) {
    throw new Error(
      `demo data import failed: ${failed.map((f) => `${f.file} ${f.message ?? f.status}`).join('; ')}`,
    );
  }
  return files.reduce((sum, file) => sum + file.read, 0);
}

/**
 * The demo's companies come the way real data does: generated files in the
 * agencies' formats, through the importers (ARCHITECTURE §4). An older
 * extract goes in first, the demo users' favorites next, then today's
 * extract: its differences are the companies' events, so the favorites
 * have alerts. Runs once, on a database without companies.
 */
export async function seedDemoCompanies(
  db: Db,
  options: { companies: number; dataDir: string; log: FastifyBaseLogger },
): Promise<boolean> {
  if (options.companies === 0 || (await hasCompanies(db))) return false;
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 100) / 10;
  const out = mkdtempSync(join(tmpdir(), 'edge-demo-data-'));
  try {
    await generateFiles(options.companies, out);
    const older = join(out, OLDER);
    const olderRows = await importFiles(db, dataFiles(older), options.dataDir);
    const favorites = await seedDemoFavorites(db, join(older, CHANGED_KEYS));
    options.log.info(
      { rows: olderRows, favorites, seconds: seconds() },
      'older demo extract imported, demo favorites added',
    );
    const newer = dataFiles(out, older);
    const rows = await importFiles(db, newer, options.dataDir);
    options.log.info(
      {
        companies: options.companies,
        files: newer.length,
        rows,
        seconds: seconds(),
      },
      'demo companies generated and imported',
    );
    return true;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
