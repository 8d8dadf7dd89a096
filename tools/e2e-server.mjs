// Starts the built server for the browser tests on a fresh, seeded data
// folder, and the partner sandbox beside it (tools/partner-sandbox.mjs), so
// the tests can sign in through the partner's shell.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, serverEnv } from './lib.mjs';
import {
  partnerEnv,
  spawnPartnerSandbox,
  superviseTogether,
} from './partner-sandbox.mjs';

const dataDir = process.env.E2E_DATA_DIR ?? join(ROOT, 'e2e/.data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// The sandbox listens on PORT + 1 and opens Edge at PUBLIC_URL.
const { env, sandboxEnv } = partnerEnv({ ...process.env, NODE_ENV: 'test' });
const children = [];
if (sandboxEnv) {
  children.push(spawnPartnerSandbox({ ...sandboxEnv, LOG_LEVEL: 'warn' }));
}
children.push(
  spawn(process.execPath, [join(ROOT, 'apps/server/dist/server.js')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...serverEnv(env),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      NODE_ENV: 'test',
      // Users who chose no digest hour get theirs from midnight on, so the
      // digest journey passes at any hour of the day, not only from 7.
      ALERT_DIGEST_HOUR: '0',
    },
  }),
);
superviseTogether(children);
