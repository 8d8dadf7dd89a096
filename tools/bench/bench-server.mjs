// What every benchmark does with the built server: start it on a database,
// wait until it answers, sign in, read percentiles.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, serverEnv } from '../lib.mjs';

/** The p-th percentile of ascending numbers. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Resolves once the server at base serves its version file. */
export async function waitForServer(base, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/version.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('The server did not start in time.');
}

/** Starts the built server on a port with extra environment variables. */
export function spawnServer(port, env) {
  return spawn(process.execPath, [join(ROOT, 'apps/server/dist/server.js')], {
    env: { ...serverEnv(), PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
}

/** Stops a server started by spawnServer and waits for it to exit. */
export async function stopServer(child) {
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
}

/** Signs full.broker in (every module, every state); the Cookie header. */
export async function signIn(base) {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=full.broker&password=Broker2026!',
    redirect: 'manual',
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * The database a benchmark run alone measures (`--database-url URL` or
 * `--data-dir DIR`, default the project's data folder), with its label.
 */
export function databaseOption(argv = process.argv.slice(2)) {
  const option = (name) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const url = option('--database-url');
  return url
    ? { env: { DATABASE_URL: url }, label: 'PostgreSQL' }
    : {
        env: { DATA_DIR: option('--data-dir') ?? join(ROOT, 'data') },
        label: 'SQLite',
      };
}
