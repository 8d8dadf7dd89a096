// Starts the built server for the browser tests on a fresh, seeded data folder.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, serverEnv } from './lib.mjs';

const dataDir = process.env.E2E_DATA_DIR ?? join(ROOT, 'e2e/.data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const server = spawn(
  process.execPath,
  [join(ROOT, 'apps/server/dist/server.js')],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...serverEnv(),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      NODE_ENV: 'test',
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
