// `npm start`: build what changed, then serve web and API on one origin,
// and the partner sandbox beside them (tools/partner-sandbox.mjs).
// The server migrates and seeds DATA_DIR on its first start. Stopping
// either process (or this one) stops both.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from './build.mjs';
import { ROOT, serverEnv } from './lib.mjs';
import {
  partnerEnv,
  spawnPartnerSandbox,
  superviseTogether,
} from './partner-sandbox.mjs';

if (!(await build({ ifChanged: true }))) {
  console.error('Build failed: see the messages above.');
  process.exit(1);
}

const { env, sandboxEnv } = partnerEnv();
const children = [];
if (sandboxEnv) children.push(spawnPartnerSandbox(sandboxEnv));
children.push(
  spawn(process.execPath, [join(ROOT, 'apps/server/dist/server.js')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: serverEnv(env),
  }),
);

superviseTogether(children);
