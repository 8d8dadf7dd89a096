// `npm test`: type-check, lint, unit + API + database tests (SQLite and
// PostgreSQL), build, browser tests in Debian's Chromium. Every step runs
// even when an earlier one failed, then one summary line counts it all.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { build } from './build.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePostgres } from './ensure-postgres.mjs';
import { ROOT, run, runCaptured } from './lib.mjs';

const RESULTS = join(ROOT, '.test-results');
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const env = { ...process.env };
const outcomes = [];

/**
 * Runs one step and records its outcome. A captured step's action resolves
 * with the { code, output } of its commands, printed under its heading.
 */
async function step(name, action, { captured = false } = {}) {
  if (!captured) console.log(`\n=== ${name} ===`);
  const started = Date.now();
  let ok;
  try {
    const result = await action();
    if (captured) {
      console.log(`\n=== ${name} ===`);
      for (const { output } of result) process.stdout.write(output);
      ok = result.every(({ code }) => code === 0);
    } else {
      ok = result;
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    ok = false;
  }
  outcomes.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}

const npx = (args, extraEnv = {}) =>
  run('npx', args, { env: { ...env, ...extraEnv } }).then((code) => code === 0);

// Type-checking and linting are single-threaded: on two cores they run side
// by side, each step's output printed whole when it ends.
const typecheck = step(
  'typecheck',
  async () => {
    const results = [];
    for (const project of [
      'packages/contracts',
      'packages/reference-data',
      'packages/synthetic-data',
      'apps/server',
      'apps/web',
      'apps/partner-sandbox',
      'e2e',
      '.',
    ]) {
      results.push(
        await runCaptured('npx', ['tsc', '-p', join(project, 'tsconfig.json')]),
      );
    }
    return results;
  },
  { captured: true },
);
const lint = step(
  'lint',
  async () => [
    await runCaptured('npx', ['eslint', '.', '--max-warnings', '0']),
    await runCaptured('npx', [
      'prettier',
      '--check',
      '.',
      '--log-level',
      'warn',
    ]),
  ],
  { captured: true },
);
await typecheck;
await lint;

await step('postgresql', async () => {
  env.TEST_DATABASE_URL = await ensurePostgres();
  console.log(
    `PostgreSQL for tests: ${env.TEST_DATABASE_URL.replace(/:[^:@]*@/, ':***@')}`,
  );
  return true;
});

await step('unit, API and database tests (vitest)', () =>
  npx([
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(RESULTS, 'vitest.json')}`,
  ]),
);

const built = await step('build', () => build({ ifChanged: true }));

const hasChromium = await step('chromium', async () => {
  env.CHROMIUM_PATH = ensureChromium();
  return true;
});

if (built && hasChromium) {
  await step('browser tests (playwright)', () =>
    npx(['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(RESULTS, 'e2e.json'),
    }),
  );
}

function readJson(file) {
  const path = join(RESULTS, file);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

const vitest = readJson('vitest.json');
const e2e = readJson('e2e.json');
const counts = {
  passed:
    (vitest?.numPassedTests ?? 0) +
    (e2e?.stats?.expected ?? 0) +
    (e2e?.stats?.flaky ?? 0),
  failed: (vitest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0),
  skipped:
    (vitest?.numPendingTests ?? 0) +
    (vitest?.numTodoTests ?? 0) +
    (e2e?.stats?.skipped ?? 0),
};
const failedSteps = outcomes.filter((o) => !o.ok);

// The summary is what a truncated log still shows: name every failed test.
function failedTests() {
  const lines = [];
  for (const file of vitest?.testResults ?? []) {
    const where = relative(ROOT, file.name);
    // A suite can fail outside its tests (a hook, an import).
    const failedTest = (file.assertionResults ?? []).some(
      (test) => test.status === 'failed',
    );
    if (file.status === 'failed' && !failedTest) {
      const why = (file.message ?? '').split('\n')[0].slice(0, 300);
      lines.push(
        `${where}: ${why || 'the file failed outside its tests (see above)'}`,
      );
    }
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const why = (test.failureMessages?.[0] ?? '').split('\n')[0];
      lines.push(`${where} > ${test.fullName}: ${why.slice(0, 300)}`);
    }
  }
  for (const suite of e2e?.suites ?? []) collectE2e(suite, lines);
  return lines;
}

// Playwright's message names the assertion, the locator and what was
// received on separate lines: keep the first few, without colours, and
// the line of the test that failed.
function e2eFailure(error) {
  const plain = stripVTControlCharacters(error?.message ?? '');
  const lines = plain
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('Call log'))
    .slice(0, 4);
  const at = error?.location
    ? ` (at ${relative(ROOT, error.location.file)}:${error.location.line})`
    : '';
  return `${lines.join(' | ').slice(0, 400)}${at}`;
}

function collectE2e(suite, lines) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const error = test.results?.at(-1)?.error;
      lines.push(`${spec.file} > ${spec.title}: ${e2eFailure(error)}`);
    }
  }
  for (const child of suite.suites ?? []) collectE2e(child, lines);
}

console.log('\n=== summary ===');
for (const line of failedTests()) console.log(`failed: ${line}`);
for (const o of outcomes) {
  console.log(
    `${o.ok ? 'ok  ' : 'FAIL'}  ${o.name.padEnd(42)} ${o.seconds.toFixed(1)}s`,
  );
}
console.log(
  `vitest: ${vitest?.numPassedTests ?? 0} passed, ${vitest?.numFailedTests ?? 0} failed; ` +
    `playwright: ${e2e?.stats?.expected ?? 0} passed, ${e2e?.stats?.unexpected ?? 0} failed`,
);
// A failed step whose failure no test report counts (typecheck, lint, build,
// a runner that crashed) still counts as one failure.
const reported = {
  'unit, API and database tests (vitest)': vitest?.numFailedTests ?? 0,
  'browser tests (playwright)': e2e?.stats?.unexpected ?? 0,
};
const stepFailures = failedSteps.filter((o) => !reported[o.name]).length;
console.log(
  `Tests: ${counts.passed} passed, ${counts.failed + stepFailures} failed, ${counts.skipped} skipped`,
);
process.exit(failedSteps.length === 0 ? 0 : 1);
