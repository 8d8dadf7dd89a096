import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { generateDataset } from '@edge/synthetic-data';
import { ingestFiles } from '../../ingest/run-ingest';
import type { AnyDb } from '../../ingest/sql';

// One seed for every demo database, so demo companies are the same
// everywhere (README: demo data).
const DEMO_SEED = 20_261_121;

const hasCompanies = async (db: AnyDb) =>
  (await db
    .selectFrom('companies')
    .select('muns')
    .limit(1)
    .executeTakeFirst()) !== undefined;

/**
 * The demo's companies come the way real data does: generated files in the
 * agencies' formats, through the importers (ARCHITECTURE §4). Runs once, on
 * a database without companies.
 */
export async function seedDemoCompanies(
  db: AnyDb,
  options: { companies: number; dataDir: string; log: FastifyBaseLogger },
): Promise<boolean> {
  if (options.companies === 0 || (await hasCompanies(db))) return false;
  const started = Date.now();
  const out = mkdtempSync(join(tmpdir(), 'edge-demo-data-'));
  try {
    await generateDataset({
      companies: options.companies,
      seed: DEMO_SEED,
      out,
    });
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
