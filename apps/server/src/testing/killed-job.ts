import type { Db } from '../db/database';
import { runUntilKilled } from './killed-child';

/**
 * Lets a child process claim a queued job of `kind` and kills it (SIGKILL)
 * inside the handler: a job left running by a dead server. Returns the
 * child's worker id.
 */
export async function claimInKilledChild(
  db: Db,
  kind: string,
): Promise<string> {
  const output = await runUntilKilled(
    db,
    new URL('./job-child-main.ts', import.meta.url),
    [kind],
    (text) => text.endsWith('\n'),
  );
  const claimed = /^claimed (\S+)\n$/.exec(output);
  if (!claimed) throw new Error(`the child did not claim a job: ${output}`);
  return claimed[1]!;
}
