// `npm run ingest` and `npm run generate`: builds the server bundle when its
// sources changed, then runs the command-line tool with the given arguments.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from './build.mjs';
import { IMPORTER_NODE_ARGS, ROOT, serverEnv } from './lib.mjs';

const [command, ...args] = process.argv.slice(2);
if (!(await build({ ifChanged: true, only: ['server'] }))) {
  console.error('Build failed: see the messages above.');
  process.exit(1);
}
const child = spawn(
  process.execPath,
  [
    ...(command === 'ingest' ? IMPORTER_NODE_ARGS : []),
    join(ROOT, `apps/server/dist/${command}.js`),
    ...args,
  ],
  { cwd: ROOT, stdio: 'inherit', env: serverEnv() },
);
// Ctrl-C reaches the tool too, which stops cleanly; wait for it.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
