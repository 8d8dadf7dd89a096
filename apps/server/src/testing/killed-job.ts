import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/database';
import { databaseTargetOf } from '../db/create-db';

const CHILD = fileURLToPath(new URL('./job-child-main.ts', import.meta.url));

/**
 * Lets a child process claim a queued job of `kind` and kills it (SIGKILL)
 * inside the handler: a job left running by a dead server. Returns the
 * child's worker id.
 */
export async function claimInKilledChild(
  db: Db,
  kind: string,
): Promise<string> {
  const target = databaseTargetOf(db);
  if (!target) throw new Error('the database needs a file or URL');
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      `--import=${import.meta.resolve('tsx')}`,
      CHILD,
      target.databaseUrl ?? target.sqlitePath,
      kind,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  let output = '';
  for await (const chunk of child.stdout) {
    output += String(chunk);
    if (output.endsWith('\n')) break;
  }
  child.kill('SIGKILL');
  const claimed = /^claimed (\S+)\n$/.exec(output);
  if ((await exited) !== 'SIGKILL' || !claimed) {
    throw new Error(`the child ended before it was killed: ${output}`);
  }
  return claimed[1]!;
}
