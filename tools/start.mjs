// `npm start`: build what changed, then serve web and API on one origin.
// The server migrates and seeds DATA_DIR on its first start.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from './build.mjs';
import { ROOT, serverEnv } from './lib.mjs';

if (!(await build({ ifChanged: true }))) {
  console.error('Build failed: see the messages above.');
  process.exit(1);
}

const server = spawn(
  process.execPath,
  [join(ROOT, 'apps/server/dist/server.js')],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: serverEnv(),
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
