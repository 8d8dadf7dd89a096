import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { ingestFiles } from '../ingest/run-ingest';

// One seed for every demo database, so demo companies are the same
// everywhere (README: demo data).
const DEMO_SEED = 20_261_121;

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
  await promisify(execFile)(process.execPath, [...cli, ...args, '--out', out]);
}

/**
 * The demo's companies come the way real data does: generated files in the
 * agencies' formats, through the importers (ARCHITECTURE §4). Runs once, on
 * a database without companies.
 */
export async function seedDemoCompanies(
  db: Db,
  options: { companies: number; dataDir: string; log: FastifyBaseLogger },
): Promise<boolean> {
  if (options.companies === 0 || (await hasCompanies(db))) return false;
  const started = Date.now();
  const out = mkdtempSync(join(tmpdir(), 'edge-demo-data-'));
  try {
    await generateFiles(options.companies, out);
    const paths = readdirSync(out)
      .filter((name) => name.endsWith('.csv') && name !== 'truth.csv')
      .map((name) => join(out, name));
    const { files } = await ingestFiles(paths, {
      db,
      rejectsDir: join(options.dataDir, 'rejects'),
    });
    const failed = files.filter((file) => file.status !== 'done');
    if (failed.length > 0) {
      throw new Error(
        `demo data import failed: ${failed.map((f) => `${f.file} ${f.message ?? f.status}`).join('; ')}`,
      );
    }
    options.log.info(
      {
        companies: options.companies,
        rows: files.reduce((sum, file) => sum + file.read, 0),
        seconds: Math.round((Date.now() - started) / 100) / 10,
      },
      'demo companies generated and imported',
    );
    return true;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
