import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { BLOCK_SIZE, blockRequests } from './block-requests';
import { runBlock, type BlockResult } from './block-result';
import { runInWorkers } from './block-scheduler';
import { createContext } from './context';
import { csvLine, CsvFile } from './csv-writer';
import { FILE, OUTPUT_FILES } from './files';
import { deriveOlderExtract, type OlderSummary } from './older/derive-older';
import { crimeRows } from './write-crime-scores';
import { nriRows } from './write-nri';

// Writes the whole synthetic data set in blocks of companies: memory holds a
// few blocks of rows, never all companies. Blocks may be generated on worker
// threads; they are written in order, so the bytes never depend on it.

export const MAX_COMPANIES = 5_000_000;

export interface GenerateOptions {
  companies: number;
  seed: number;
  out: string;
  /** Worker threads (0 = generate in this thread). */
  workers?: number;
  /** The module a worker runs: one that calls runGeneratorWorker(). */
  workerScript?: URL | string;
  /** Also write an older extract of the same companies into out/older. */
  older?: boolean;
  onProgress?: (done: number, total: number) => void;
}

export interface GeneratedFile {
  name: string;
  rows: number;
  bytes: number;
}

export interface GenerateSummary {
  companies: number;
  seed: number;
  out: string;
  files: GeneratedFile[];
  totalRows: number;
  totalBytes: number;
  older?: OlderSummary;
}

export function validateOptions(options: GenerateOptions): void {
  const { companies, seed } = options;
  if (
    !Number.isInteger(companies) ||
    companies < 1 ||
    companies > MAX_COMPANIES
  ) {
    throw new RangeError(
      `companies must be a whole number from 1 to ${MAX_COMPANIES}`,
    );
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new RangeError('seed must be a whole number from 0 to 4294967295');
  }
}

async function writeRows(file: CsvFile, rows: string[][]): Promise<void> {
  await file.write(rows.map(csvLine).join(''), rows.length);
}

export async function generateDataset(
  options: GenerateOptions,
): Promise<GenerateSummary> {
  validateOptions(options);
  const { companies, seed, out } = options;
  await mkdir(out, { recursive: true });
  const ctx = createContext(seed);
  const files = OUTPUT_FILES.map(
    (f) => new CsvFile(join(out, f.name), f.header),
  );
  const zips = new Set<string>();
  const write = async (result: BlockResult) => {
    for (let i = 0; i < files.length; i += 1) {
      await files[i]!.write(result.chunks[i]!, result.counts[i]!);
    }
    for (const zip of result.zips) zips.add(zip);
    options.onProgress?.(
      Math.min(companies, (result.block + 1) * BLOCK_SIZE),
      companies,
    );
  };
  try {
    const requests = blockRequests(ctx, companies);
    const workers = options.workers ?? 0;
    if (workers > 0 && options.workerScript) {
      await runInWorkers(options.workerScript, workers, seed, requests, write);
    } else {
      for (const request of requests) await write(runBlock(ctx, request));
    }
    await writeRows(files[FILE.crime]!, crimeRows(ctx, zips));
    await writeRows(files[FILE.nri]!, nriRows(ctx));
  } finally {
    await Promise.all(files.map((f) => f.close()));
  }
  const summary: GeneratedFile[] = [];
  for (const [i, file] of files.entries()) {
    const { size } = await stat(file.path);
    summary.push({ name: OUTPUT_FILES[i]!.name, rows: file.rows, bytes: size });
  }
  return {
    companies,
    seed,
    out,
    files: summary,
    totalRows: summary.reduce((sum, f) => sum + f.rows, 0),
    totalBytes: summary.reduce((sum, f) => sum + f.bytes, 0),
    ...(options.older
      ? { older: await deriveOlderExtract({ seed, newerDir: out }) }
      : {}),
  };
}
