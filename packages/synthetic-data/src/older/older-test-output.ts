import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { generateDataset } from '../generate';
import type { CsvRow } from '../test-output';
import { OLDER_FOLDER } from './derive-older';

// Test helper: today's files and the older extract in a temporary folder,
// read back with csv-parse as an importer would.

export interface WithOlder {
  newer: string;
  older: string;
  read(dir: string, name: string): Promise<CsvRow[]>;
  remove(): Promise<void>;
}

export async function generateWithOlder(
  companies: number,
  seed: number,
): Promise<WithOlder> {
  const newer = await mkdtemp(join(tmpdir(), 'edge-older-'));
  await generateDataset({ companies, seed, out: newer, older: true });
  return {
    newer,
    older: join(newer, OLDER_FOLDER),
    read: async (dir, name) =>
      parse(await readFile(join(dir, name)), { columns: true }) as CsvRow[],
    remove: () => rm(newer, { recursive: true, force: true }),
  };
}
