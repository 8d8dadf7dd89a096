import { writeSync } from 'node:fs';
import { createDb } from '../db/create-db';
import { JobRunner } from '../jobs/index';

// A child process for killed-job.ts: claims one job of `kind`, says so on
// stdout with its worker id, and waits inside the handler until the test
// kills it. Arguments: database (a postgres:// URL or a SQLite file), kind.

const [database, kind] = process.argv.slice(2);
const handle = createDb(
  database!.startsWith('postgres')
    ? { databaseUrl: database, sqlitePath: '' }
    : { databaseUrl: undefined, sqlitePath: database! },
);
// Never left waiting should the test not kill it.
const WAIT_MS = 60_000;

const runner = new JobRunner(handle.db, {
  log: { error: console.error, warn: console.error },
});
runner.register(kind!, async () => {
  writeSync(1, `claimed ${runner.workerId}\n`);
  await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
});
await runner.runOnce();
process.exit(1);
