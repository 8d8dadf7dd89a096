import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { generateDataset, type GenerateSummary } from './generate';

// Test helpers: generated data sets in temporary folders, read back with
// csv-parse as an importer would (every value as text).

export type CsvRow = Record<string, string>;

export interface Generated {
  dir: string;
  summary: GenerateSummary;
  read(name: string): Promise<CsvRow[]>;
  header(name: string): Promise<string[]>;
  remove(): Promise<void>;
}

export async function generateInTemp(
  companies: number,
  seed: number,
): Promise<Generated> {
  const dir = await mkdtemp(join(tmpdir(), 'edge-generate-'));
  const summary = await generateDataset({ companies, seed, out: dir });
  return {
    dir,
    summary,
    read: async (name) =>
      parse(await readFile(join(dir, name)), { columns: true }) as CsvRow[],
    header: async (name) => {
      const text = await readFile(join(dir, name), 'utf8');
      return (parse(text.slice(0, text.indexOf('\n') + 1)) as string[][])[0]!;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

export function share(count: number, total: number): number {
  return total === 0 ? 0 : count / total;
}
