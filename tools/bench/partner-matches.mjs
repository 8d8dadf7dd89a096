// The partner platform's matching (issue 27): precision and recall of the
// duplicate-accounts report against the partner sandbox's truth list over
// the demo companies, and the AMS marks' latency for a 25-row page. Runs
// the server's sources in-process under tsx (the partner sign-in is not
// needed: the session's partner token is the sandbox's). Usable alone:
//   node tools/bench/partner-matches.mjs [--companies N]
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib.mjs';

/** Runs the measuring half; resolves with its JSON. */
export function benchPartnerMatches({ companies = 120 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        join(ROOT, 'apps/server/src/testing/partner-bench.ts'),
        String(companies),
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1)))
        : reject(new Error(`partner bench exited with ${code}`)),
    );
  });
}

const pct = (n) => `${(n * 100).toFixed(1)}%`;
const ms = (n) => `${n.toFixed(0)} ms`;

/** Markdown for docs/benchmarks.md. */
export function partnerMatchesMarkdown(result) {
  const { quality: q, marks } = result;
  const fields = Object.entries(q.byField)
    .map(([field, n]) => `${field} ${n}`)
    .join(', ');
  return [
    '| what | measured |',
    '| --- | --- |',
    `| demo companies in Edge / truth accounts whose company Edge has / linked by msid | ${q.companies} / ${q.truthAccounts} / ${result.linked} |`,
    `| pairs (company, account) the report lists / right | ${q.predictedPairs} / ${q.correctPairs} |`,
    `| precision | ${pct(q.precision)} |`,
    `| recall (accounts found from one of their company's muns) | ${pct(q.recall)} (${q.foundAccounts} of ${q.truthAccounts}) |`,
    `| matched fields over the listed pairs | ${fields} |`,
    `| AMS marks of a ${marks.page}-row page, p50 / p95 over ${marks.rounds} pages | ${ms(marks.p50)} / ${ms(marks.p95)} |`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const i = process.argv.indexOf('--companies');
  const companies = i > 0 ? Number(process.argv[i + 1]) : 120;
  const result = await benchPartnerMatches({ companies });
  console.log(partnerMatchesMarkdown(result));
  if (result.quality.missed.length || result.quality.wrong.length) {
    console.log('\nmissed:', JSON.stringify(result.quality.missed));
    console.log('wrong:', JSON.stringify(result.quality.wrong));
  }
}
