// Small helpers shared by the tool scripts.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The environment the server and the importer run in. glibc otherwise raises its mmap
 * threshold after the first large free, so later buffers of a few MB (the
 * search engine's per-query row lists and sort keys) come from arenas that
 * are never given back: at 1,000,000 companies that kept about 100 MB of
 * freed memory resident (docs/decisions/0009-server-memory.md). A fixed
 * threshold returns every buffer over 128 kB to the system when freed.
 * Two arenas at most: each thread (the importer's mapping thread, the
 * server's index loader) would otherwise get arenas of its own.
 */
export function serverEnv(env = process.env) {
  return { MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_ARENA_MAX: '2', ...env };
}

/**
 * Node flags of the importer: semi-spaces of at most 8 MB instead of V8's
 * 16 MB. Mapping and writing rows make short-lived garbage fast, and with
 * the default the young generation grew to its largest and took the
 * 1,000,000-company import past 500 MB, for no gain in speed
 * (docs/decisions/0009-server-memory.md).
 */
export const IMPORTER_NODE_ARGS = ['--max-semi-space-size=8'];

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('exit', (code, signal) => resolveRun(signal ? 1 : (code ?? 1)));
    child.on('error', () => resolveRun(127));
  });
}

/** Runs a command; resolves with its exit code and its interleaved output. */
export function runCaptured(cmd, args, options = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
      env: { ...process.env, ...options.env },
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const done = (code) =>
      resolveRun({ code, output: Buffer.concat(chunks).toString('utf8') });
    child.on('close', (code, signal) => done(signal ? 1 : (code ?? 1)));
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${cmd}: ${error.message}\n`));
      done(127);
    });
  });
}

/** Runs a command and captures its output (for short probes). */
export function capture(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { encoding: 'utf8', ...options });
  return {
    code: result.status ?? 1,
    stdout: result.stdout ?? '',
    stderr: result.stderr ?? '',
  };
}

export const isRoot = () => process.getuid?.() === 0;

/** Installs Debian packages when running as root; throws a clear error otherwise. */
export function aptInstall(packages, why) {
  if (!isRoot()) {
    throw new Error(
      `${why}: install the Debian package(s) ${packages.join(' ')} ` +
        `(sudo apt-get install -y ${packages.join(' ')}) or run as root.`,
    );
  }
  console.log(`Installing ${packages.join(' ')} with apt-get (${why})...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = capture('apt-get', ['update', '-qq'], { env });
  if (update.code !== 0)
    throw new Error(`apt-get update failed:\n${update.stderr}`);
  const install = capture('apt-get', ['install', '-y', '-qq', ...packages], {
    env,
  });
  if (install.code !== 0) {
    throw new Error(
      `apt-get install ${packages.join(' ')} failed:\n${install.stderr}`,
    );
  }
}
