import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/database';
import { databaseTargetOf } from '../db/create-db';

/**
 * Runs a script of testing/ in a child process, on `db`'s database (its
 * file or URL first, then `args`), reads what it prints until `isReady`,
 * then kills it with SIGKILL: a server or importer lost mid-work. Returns
 * the output; throws when the child ended before it was killed.
 */
export async function runUntilKilled(
  db: Db,
  script: URL,
  args: readonly string[],
  isReady: (output: string) => boolean,
): Promise<string> {
  const target = databaseTargetOf(db);
  if (!target) throw new Error('the database needs a file or URL');
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      `--import=${import.meta.resolve('tsx')}`,
      fileURLToPath(script),
      target.databaseUrl ?? target.sqlitePath,
      ...args,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  let output = '';
  for await (const chunk of child.stdout) {
    output += String(chunk);
    if (isReady(output)) break;
  }
  child.kill('SIGKILL');
  if ((await exited) !== 'SIGKILL') {
    throw new Error(`the child ended before it was killed: ${output}`);
  }
  return output;
}
