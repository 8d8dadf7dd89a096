// The sign-in flood budget (ARCHITECTURE §6): p95 of the version file and
// of a signed-in search, idle and while 200 clients keep sending wrong
// passwords, each from its own address behind one trusted proxy. Usable
// alone: node tools/bench/sign-in-flood.mjs --data-dir DIR [--server FILE]
import { spawn } from 'node:child_process';
import http from 'node:http';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, serverEnv } from '../lib.mjs';
import {
  percentile,
  signIn,
  stopServer,
  waitForServer,
} from './bench-server.mjs';

const FLOODERS = 200;
const SAMPLES = 100;
// A flooded server may take seconds per answer: sample for this long at most.
const SAMPLE_MS = 30_000;
const SEARCH = { criteria: { locationSearch: { states: ['TX'] } } };

// One request on a connection of its own, as a new visitor's browser would
// open it, so the flood's connections never queue the measurement.
function send(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, headers, agent: false },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function timed(request) {
  const started = performance.now();
  const status = await request();
  if (status !== 200) throw new Error(`benchmark request: ${status}`);
  const ms = performance.now() - started;
  if (ms > 1000) console.error(`  one answer took ${(ms / 1000).toFixed(1)} s`);
  return ms;
}

async function p95Of(request) {
  const times = [];
  const until = Date.now() + SAMPLE_MS;
  while (times.length < SAMPLES && (times.length < 3 || Date.now() < until)) {
    times.push(await timed(request));
  }
  return percentile(
    times.sort((a, b) => a - b),
    95,
  );
}

// Wrong passwords for made-up user names, one client address per flooder,
// each sent as soon as the last was answered; prints the answers by status
// when told to stop (SIGTERM).
function flood(base) {
  const statuses = new Map();
  const stop = { done: false };
  const flooder = async (n) => {
    let i = 0;
    while (!stop.done) {
      i += 1;
      const response = await fetch(`${base}/api/v1/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${n >> 8}.${n & 255}.${i & 255}`,
        },
        body: JSON.stringify({ username: `guess${n}.${i}`, password: 'x' }),
      }).catch(() => null);
      await response?.arrayBuffer();
      const key = response?.status ?? 'error';
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
  };
  const done = Promise.all(
    Array.from({ length: FLOODERS }, (_, n) => flooder(n)),
  );
  process.once('SIGTERM', async () => {
    stop.done = true;
    await done;
    process.stdout.write(JSON.stringify([...statuses]));
  });
}

// The attack runs in a process of its own at the lowest priority: an
// attacker's machine is not the server's, and on a shared two-core machine
// the 200 flooders would otherwise take the CPU the server is measured on.
function startFlood(base) {
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), '--flood', base],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  setPriority(child.pid, 19);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return async () => {
    child.kill('SIGTERM');
    await exited;
    return new Map(JSON.parse(output || '[]'));
  };
}

/** Measures a server already serving at base; returns the table rows. */
export async function benchSignInFlood(base) {
  const cookie = await signIn(base);
  // Visitors of the page come from many addresses, as in real use.
  let visitor = 0;
  const visitorHeaders = () => ({
    'x-forwarded-for': `192.0.2.${(visitor += 1) % 250}`,
  });
  const version = () =>
    send(`${base}/version.json`, { headers: visitorHeaders() });
  const page = () => send(`${base}/edge/login`, { headers: visitorHeaders() });
  const search = () =>
    send(`${base}/api/v1/search/pnc`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(SEARCH),
    });
  const measure = async (phase) => {
    const figures = {};
    for (const [key, request] of Object.entries({ page, version, search })) {
      figures[key] = await p95Of(request);
      console.error(`${phase} ${key}: p95 ${figures[key].toFixed(1)} ms`);
    }
    return figures;
  };
  const idle = await measure('idle');
  const stopFlood = startFlood(base);
  await new Promise((r) => setTimeout(r, 2000));
  const busy = await measure('flood');
  const answers = [...(await stopFlood())]
    .map(([s, n]) => `${n} x ${s}`)
    .join(', ');
  const row = (what, key) =>
    `| ${what} during ${FLOODERS} parallel failed sign-ins | under ${(2 * idle[key]).toFixed(1)} ms (2x idle ${idle[key].toFixed(1)} ms) | ${busy[key].toFixed(1)} ms |`;
  return [
    row('p95 GET /edge/login (the page)', 'page'),
    row('p95 GET /version.json', 'version'),
    row('p95 PC search (TX, first page + total)', 'search'),
    `| sign-in answers during the flood | - | ${answers} |`,
  ];
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain && process.argv[2] === '--flood') {
  flood(process.argv[3]);
} else if (isMain) {
  const argv = process.argv.slice(2);
  const option = (name) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const port = Number(process.env.BENCH_PORT ?? 8096);
  const base = `http://127.0.0.1:${port}`;
  const server = option('--server') ?? join(ROOT, 'apps/server/dist/server.js');
  const child = spawn(process.execPath, [server], {
    env: {
      ...serverEnv(),
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: option('--data-dir') ?? join(ROOT, 'data'),
      TRUST_PROXY: '1',
    },
    stdio: 'ignore',
  });
  try {
    await waitForServer(base, Date.now() + 300_000);
    console.log('| what | budget | measured |\n| --- | --- | --- |');
    console.log((await benchSignInFlood(base)).join('\n'));
  } finally {
    await stopServer(child);
  }
}
