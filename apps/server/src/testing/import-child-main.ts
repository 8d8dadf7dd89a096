import { writeSync } from 'node:fs';
import { createDb } from '../db/create-db';
import { ingestFiles } from '../ingest/run-ingest';

// A child process's import for killed-import.ts: indexes deferred, one row
// a batch and a commit each; after `stopAt` rows it says so on stdout and
// blocks, its batches committed, until the test kills it.
// Arguments: database (a postgres:// URL or a SQLite file), CSV file,
// rejects folder, stopAt.

const [database, file, rejectsDir, stopAt] = process.argv.slice(2);
const handle = createDb(
  database!.startsWith('postgres')
    ? { databaseUrl: database, sqlitePath: '' }
    : { databaseUrl: undefined, sqlitePath: database! },
);
const blocked = new Int32Array(new SharedArrayBuffer(4));
// Never left waiting should the test not kill it.
const BLOCK_MS = 60_000;

await ingestFiles([file!], {
  db: handle.db,
  rejectsDir: rejectsDir!,
  deferIndexesFrom: 1,
  batchSize: 1,
  commitEveryMs: 0,
  onProgress: (progress) => {
    if (progress.rows < Number(stopAt)) return;
    writeSync(1, 'stopped\n');
    Atomics.wait(blocked, 0, 0, BLOCK_MS);
    process.exit(1);
  },
});
process.exit(1);
