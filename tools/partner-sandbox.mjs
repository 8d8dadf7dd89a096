// The partner sandbox beside the server under `npm start`: a partner
// platform (API, AMS data, shell) on loopback, PARTNER_API_URL pointed at
// it (docs/decisions/0035-partner-sandbox.md).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

/**
 * The environment of both processes: when PARTNER_API_URL is unset (and not
 * in production) the sandbox runs on PARTNER_SANDBOX_PORT (default PORT + 1)
 * and PARTNER_API_URL names it; PARTNER_SSO_SECRET, when unset, is drawn for
 * this run, so the shell's tokens are checked with what signed them.
 * Returns null for the sandbox when it is not to run.
 */
export function partnerEnv(env = process.env) {
  if (env.PARTNER_API_URL || env.NODE_ENV === 'production') {
    return { env, sandboxEnv: null };
  }
  const port = Number(env.PORT || 8080);
  const sandboxPort = Number(env.PARTNER_SANDBOX_PORT || port + 1);
  const shared = {
    PARTNER_SANDBOX_PORT: String(sandboxPort),
    PARTNER_SSO_SECRET:
      env.PARTNER_SSO_SECRET || randomBytes(32).toString('base64url'),
  };
  return {
    env: {
      ...env,
      ...shared,
      PARTNER_API_URL: `http://127.0.0.1:${sandboxPort}`,
    },
    sandboxEnv: {
      ...env,
      ...shared,
      PORT: String(port),
      ...(env.EDGE_URL || env.PUBLIC_URL
        ? { EDGE_URL: env.EDGE_URL || env.PUBLIC_URL }
        : {}),
    },
  };
}

/** Starts the sandbox's process (from source, under tsx). */
export function spawnPartnerSandbox(env) {
  return spawn(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      join(ROOT, 'apps/partner-sandbox/src/main.ts'),
    ],
    { cwd: ROOT, stdio: 'inherit', env },
  );
}

/**
 * Runs child processes as one: a signal to this process goes to each, the
 * first to end stops the others, and this process exits with its code once
 * all have ended.
 */
export function superviseTogether(children) {
  let exitCode = null;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      for (const child of children) child.kill(signal);
    });
  }
  const ended = (child) => child.exitCode !== null || child.signalCode !== null;
  for (const child of children) {
    child.on('exit', (code, signal) => {
      if (exitCode === null) {
        exitCode = signal ? 0 : (code ?? 0);
        for (const other of children) if (!ended(other)) other.kill('SIGTERM');
      }
      if (children.every(ended)) process.exit(exitCode);
    });
  }
}
