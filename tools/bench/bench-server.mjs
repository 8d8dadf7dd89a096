// What every benchmark does with the built server: start it on a database,
// wait until it answers, sign in, read percentiles.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, serverEnv } from '../lib.mjs';

/** The p-th percentile of ascending numbers. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The median, 95th percentile and largest of some timings. */
export const timeSummary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1),
  };
};

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

/**
 * Signs a demo user in (full.broker unless told: every module, every
 * state); the Cookie header.
 */
export async function signIn(base, username = 'full.broker') {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `username=${username}&password=Broker2026!`,
    redirect: 'manual',
  });
  if (!response.ok)
    throw new Error(`sign-in of ${username} failed: ${response.status}`);
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

// CPU seconds the process (every thread) has used so far.
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .split(') ')[1]
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits until the server has loaded what it loads at start (the search
 * index, the broker directory, the lookup lists): under 5% of a core for
 * two seconds in a row.
 */
export async function waitForIdle(pid, deadline) {
  let quiet = 0;
  let last = cpuSeconds(pid);
  while (quiet < 2 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuSeconds(pid);
    quiet = now - last < 0.05 ? quiet + 1 : 0;
    last = now;
  }
}
