import { availableParallelism } from 'node:os';
import {
  generateDataset,
  MAX_COMPANIES,
  type GenerateSummary,
} from './generate';
import { isGeneratorWorker, runGeneratorWorker } from './generate-worker';
import {
  parseGenerateArgs,
  UsageError,
  type GenerateArgs,
} from './generate-args';

const USAGE = `Usage: npm run generate -- --companies N --seed S --out DIR [--older]

Writes synthetic public data for N companies into DIR, in the published
file formats (Form 5500 and schedules, OSHA, WHD, FMCSA census, FEMA NRI)
plus properties, WC policies, contacts, crime scores, firmographics and
truth.csv. The same N and seed always give byte-identical files.

  --companies N  number of companies, 1 to ${MAX_COMPANIES.toLocaleString('en-US')}
  --seed S       whole number from 0 to 4294967295
  --out DIR      output folder (created if missing; files are overwritten)
  --older        also write DIR/older: an older extract of the same companies,
                 in the same formats and file names, that lacks some of the
                 newest records and holds others as they were, with
                 changed-keys.csv listing the records of DIR that differ.
                 Importing DIR/older, then DIR, shows a data refresh.`;

function formatSummary(summary: GenerateSummary, seconds: number): string {
  const width = Math.max(...summary.files.map((f) => f.name.length));
  const lines = summary.files.map(
    (f) =>
      `  ${f.name.padEnd(width)}  ${f.rows.toLocaleString('en-US').padStart(12)} rows  ${(f.bytes / 1e6).toFixed(1).padStart(9)} MB`,
  );
  const older = summary.older
    ? [
        `Older extract in ${summary.older.dir}: ${summary.older.changed.toLocaleString('en-US')} differences in changed-keys.csv.`,
      ]
    : [];
  return [
    `Generated ${summary.companies.toLocaleString('en-US')} companies (seed ${summary.seed}) into ${summary.out} in ${seconds.toFixed(1)} s:`,
    ...lines,
    `  ${'total'.padEnd(width)}  ${summary.totalRows.toLocaleString('en-US').padStart(12)} rows  ${(summary.totalBytes / 1e6).toFixed(1).padStart(9)} MB`,
    ...older,
  ].join('\n');
}

async function main(): Promise<number> {
  let args: GenerateArgs;
  try {
    // npm runs scripts from the project root; paths are the caller's.
    args = parseGenerateArgs(
      process.argv.slice(2),
      process.env.INIT_CWD ?? process.cwd(),
    );
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message) process.stderr.write(`${error.message}\n\n`);
    process.stderr.write(`${USAGE}\n`);
    return error.message ? 2 : 0;
  }
  const started = performance.now();
  let lastReport = 0;
  // Worker threads pay off once start-up (reference data per thread) is small
  // next to the work; this module is also what each worker runs.
  const workers =
    args.companies >= 50_000 ? Math.min(4, availableParallelism()) : 0;
  const summary = await generateDataset({
    ...args,
    workers,
    workerScript: new URL(import.meta.url),
    onProgress: (done, total) => {
      const now = performance.now();
      if (process.stderr.isTTY && (now - lastReport > 2000 || done === total)) {
        lastReport = now;
        process.stderr.write(
          `\r${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} companies`,
        );
      }
    },
  });
  if (process.stderr.isTTY) process.stderr.write('\n');
  process.stdout.write(
    `${formatSummary(summary, (performance.now() - started) / 1000)}\n`,
  );
  return 0;
}

if (isGeneratorWorker()) {
  runGeneratorWorker();
} else {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(
        `${error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
