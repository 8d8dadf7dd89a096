import { writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { DATASET_ORDER, type DatasetName } from '../data-model/datasets';
import { evaluateResolution } from '../ingest/evaluate-resolution';
import { ingestFiles } from '../ingest/run-ingest';
import { ImportBusyError } from '../ingest/rollback';
import { createProgressPrinter, formatSummary } from './progress';

const USAGE = `Usage: npm run ingest -- [--dataset NAME] [--rejects DIR] FILE...

Imports public data files (CSV, or the agencies' .zip downloads) into the
database of DATA_DIR or DATABASE_URL. Each file's dataset is recognized from
its header row; files are imported in dependency order.

  --dataset NAME  read every file as NAME, one of:
                  ${DATASET_ORDER.join(', ')}
  --rejects DIR   where reject files go (default: DATA_DIR/rejects)
  --truth FILE    after importing generated data, measure entity resolution
                  against the generator's truth.csv
  --report FILE   also write the summary as JSON (with peak memory)
  --map-thread    read and map every file on a second thread (by default
                  only big files of datasets that resolve no companies
                  are; docs/decisions/0006)`;

interface Args {
  files: string[];
  dataset?: DatasetName;
  rejects?: string;
  truth?: string;
  report?: string;
  mapThread?: boolean;
}

const PATH_OPTIONS = {
  '--rejects': 'rejects',
  '--truth': 'truth',
  '--report': 'report',
} as const;

class UsageError extends Error {}

function parseArgs(argv: string[]): Args {
  const args: Args = { files: [] };
  // npm runs scripts from the project root; paths are the caller's.
  const base = process.env.INIT_CWD ?? process.cwd();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') throw new UsageError('');
    if (arg === '--map-thread') {
      args.mapThread = true;
      continue;
    }
    if (arg === '--dataset' || arg in PATH_OPTIONS) {
      const value = argv[++i];
      if (!value) throw new UsageError(`${arg} needs a value.`);
      if (arg in PATH_OPTIONS) {
        args[PATH_OPTIONS[arg as keyof typeof PATH_OPTIONS]] = resolve(
          base,
          value,
        );
      } else if ((DATASET_ORDER as readonly string[]).includes(value)) {
        args.dataset = value as DatasetName;
      } else throw new UsageError(`Unknown dataset '${value}'.`);
    } else if (arg.startsWith('--'))
      throw new UsageError(`Unknown option ${arg}.`);
    else args.files.push(isAbsolute(arg) ? arg : resolve(base, arg));
  }
  if (args.files.length === 0) throw new UsageError('Name at least one file.');
  return args;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const handle = createDb(config);
  let stopRequested = false;
  process.on('SIGINT', () => {
    if (stopRequested) process.exit(130);
    stopRequested = true;
    process.stderr.write(
      '\nStopping after this batch; the file will be rolled back...\n',
    );
  });
  try {
    await migrateToLatest(handle.db, handle.dialect);
    process.stderr.write(`Importing into ${handle.location}\n`);
    const progress = createProgressPrinter(process.stderr);
    const result = await ingestFiles(args.files, {
      db: handle.db,
      dataset: args.dataset,
      mapInWorker: args.mapThread ? true : undefined,
      rejectsDir: args.rejects ?? join(config.dataDir, 'rejects'),
      onProgress: (p) => progress.update(p),
      shouldStop: () => stopRequested,
    });
    progress.done();
    if (result.recovered.length > 0) {
      process.stdout.write(
        `Rolled back ${result.recovered.length} interrupted import(s) first.\n`,
      );
    }
    process.stdout.write(`${formatSummary(result.files)}\n`);
    if (result.indexes) {
      process.stdout.write(
        `Indexes built after the load: ${result.indexes.indexes} in ${result.indexes.seconds.toFixed(1)} s\n`,
      );
    }
    if (result.search) {
      process.stdout.write(
        `Search index: ${result.search.companies.toLocaleString('en-US')} companies in ${result.search.seconds.toFixed(1)} s\n`,
      );
    }
    // The importer's own peak and CPU time, before the truth check loads
    // its maps.
    const usage = process.resourceUsage();
    const peakRssMb = usage.maxRSS / 1024;
    const cpuSeconds = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
    const quality = args.truth
      ? await evaluateResolution(handle.db, args.truth)
      : undefined;
    if (quality) {
      process.stdout.write(
        `\nEntity resolution: precision ${(quality.precision * 100).toFixed(2)}%, recall ${(quality.recall * 100).toFixed(2)}% (${quality.resolved.toLocaleString('en-US')} of ${quality.rows.toLocaleString('en-US')} rows; ${quality.foundCompanies.toLocaleString('en-US')} companies found for ${quality.trueCompanies.toLocaleString('en-US')} true)\n`,
      );
    }
    if (args.report) {
      writeFileSync(
        args.report,
        JSON.stringify({ ...result, quality, peakRssMb, cpuSeconds }, null, 2),
      );
    }
    return result.files.every((file) => file.status === 'done') ? 0 : 1;
  } finally {
    await handle.db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(error.message ? `${error.message}\n\n${USAGE}` : USAGE);
      process.exit(error.message ? 2 : 0);
    }
    if (error instanceof ConfigError || error instanceof ImportBusyError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error('The import failed:', error);
    process.exit(1);
  },
);
