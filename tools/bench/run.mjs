// `npm run bench`: measures the budgets of ARCHITECTURE §6 that exist so far
// and prints a Markdown table for docs/benchmarks.md.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from '../build.mjs';
import { benchData } from './data.mjs';
import { ensureChromium } from '../ensure-chromium.mjs';
import { ensurePostgres } from '../ensure-postgres.mjs';
import { spawnServer, stopServer, waitForServer } from './bench-server.mjs';
import { benchSignInFlood } from './sign-in-flood.mjs';
import {
  benchPartnerMatches,
  partnerMatchesMarkdown,
} from './partner-matches.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8095);
const BASE = `http://127.0.0.1:${PORT}`;

/** Starts the built server on a data folder; resolves with start-up ms. */
async function startServer(dataDir, env = {}) {
  const started = Date.now();
  const child = spawnServer(PORT, { DATA_DIR: dataDir, ...env });
  await waitForServer(BASE, started + 120_000);
  return { child, ms: Date.now() - started };
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function loginRouteJs() {
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
    ],
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(`${BASE}/edge/login`, { waitUntil: 'networkidle' });
  let raw = 0;
  let gzip = 0;
  for (const response of scripts) {
    const body = await response.body();
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  await browser.close();
  return { files: scripts.length, raw, gzip };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// --companies N sizes the data benchmark (default 1,000,000); --data-only
// and --shell-only run one half.
const argv = process.argv.slice(2);
const option = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const companies = Number(option('--companies') ?? 1_000_000);
const runShell = !argv.includes('--data-only');
const runData = !argv.includes('--shell-only');

if (!(await build({ ifChanged: true }))) process.exit(1);
const dataDir = mkdtempSync(join(tmpdir(), 'edge-bench-'));
try {
  if (runShell) await benchShell();
  if (runData) {
    const postgresUrl = await ensurePostgres();
    console.log(
      `\n## Data platform: ${companies.toLocaleString('en-US')} companies\n`,
    );
    console.log(await benchData({ companies, workDir: dataDir, postgresUrl }));
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

async function benchShell() {
  const shellDir = join(dataDir, 'shell');
  const first = await startServer(shellDir);
  const js = await loginRouteJs();
  const rss = rssMb(first.child.pid);
  await stopServer(first.child);
  const second = await startServer(shellDir);
  await stopServer(second.child);
  // The flood comes from many addresses behind one trusted proxy.
  const flooded = await startServer(shellDir, { TRUST_PROXY: '1' });
  const flood = await benchSignInFlood(BASE);
  await stopServer(flooded.child);

  console.log('| what | budget | measured |');
  console.log('| --- | --- | --- |');
  console.log(
    `| web first load, gzipped JS of the login route (${js.files} files, ${kb(js.raw)} raw) | under 250 KB | ${kb(js.gzip)} |`,
  );
  console.log(
    `| first start on an empty data folder (migrate + seed with the demo companies) | under a minute | ${first.ms} ms |`,
  );
  console.log(
    `| second start on the same data folder | a few seconds | ${second.ms} ms |`,
  );
  console.log(
    `| server RSS after start and one page load | under 500 MB | ${rss.toFixed(0)} MB |`,
  );
  console.log(flood.join('\n'));
  console.log('\n## Partner platform: AMS matching\n');
  console.log(partnerMatchesMarkdown(await benchPartnerMatches()));
}
