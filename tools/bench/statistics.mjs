// The market statistics' budget (issue 26): every figure of both modules
// under 300 ms at p95, unfiltered and filtered, timed from the client
// (HTTP round trip included) as full.broker (every module and state),
// against the built server on an imported database. Usable alone:
//   node tools/bench/statistics.mjs --data-dir DIR | --database-url URL
import {
  databaseOption,
  percentile,
  signIn,
  spawnServer,
  stopServer,
  waitForIdle,
  waitForServer,
} from './bench-server.mjs';

const ROUNDS = 20;

/** [name, query]: the filters each figure is timed under. */
export const STAT_FILTERS = [
  ['every permitted state', ''],
  ['one state + one sector', 'states=CA&naics=23'],
  [
    'an industry group + two sizes, every state',
    'naics=2382&sizes=10-49,50-99',
  ],
];

// Every figure of STATISTICS_FIGURES (packages/contracts statistics.ts).
const FIGURES = [
  ...[
    'companies-by-state',
    'companies-by-industry',
    'companies-by-size',
    'osha-by-year',
    'osha-industries',
    'whd-by-year',
    'motor-carriers-by-fleet',
    'hazard-exposure',
  ].map((id) => ['pc', id]),
  ...[
    'plans-by-line',
    'self-funded-by-size',
    'top-carriers',
    'top-brokers',
    'commission-share',
    'renewal-months',
  ].map((id) => ['eb', id]),
];

async function timed(base, cookie, module, figure, query) {
  const started = performance.now();
  const response = await fetch(
    `${base}/api/v1/statistics/${module}/${figure}?${query}`,
    { headers: { cookie } },
  );
  const json = await response.json();
  if (!response.ok) throw new Error(`${figure} ${JSON.stringify(json)}`);
  return { ms: performance.now() - started, rows: json.rows.length };
}

/** Starts the server on a database and times each figure; a summary. */
export async function benchStatistics({ env, port = 8097 }) {
  const base = `http://127.0.0.1:${port}`;
  // Timing rounds, not a user: the per-session limit would stop them.
  const child = spawnServer(port, { RATE_LIMIT_PER_MINUTE: '1000000', ...env });
  try {
    // A database whose summary predates the server rebuilds it at start.
    await waitForServer(base, Date.now() + 900_000);
    await waitForIdle(child.pid, Date.now() + 300_000);
    const cookie = await signIn(base);
    const results = [];
    for (const [module, figure] of FIGURES) {
      const perFilter = [];
      for (const [, query] of STAT_FILTERS) {
        await timed(base, cookie, module, figure, query);
        const times = [];
        let rows = 0;
        for (let round = 0; round < ROUNDS; round++) {
          const answer = await timed(base, cookie, module, figure, query);
          times.push(answer.ms);
          rows = answer.rows;
        }
        times.sort((a, b) => a - b);
        perFilter.push({
          rows,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
        });
      }
      results.push({ name: `${module} ${figure}`, perFilter });
    }
    const all = results
      .flatMap((r) => r.perFilter.map((f) => f.p95))
      .sort((a, b) => a - b);
    return { results, worstP95: all.at(-1) };
  } finally {
    await stopServer(child);
  }
}

const ms = (n) => `${n.toFixed(1)} ms`;

/** Markdown for docs/benchmarks.md from [label, result] pairs. */
export function statisticsMarkdown(runs) {
  const header = runs.flatMap(([db]) =>
    STAT_FILTERS.map(([name]) => `${db}: ${name}`),
  );
  const lines = [
    `| figure | ${header.join(' | ')} |`,
    `| --- | ${header.map(() => '---:').join(' | ')} |`,
  ];
  runs[0][1].results.forEach((figure, i) => {
    const cells = runs.flatMap(([, r]) =>
      r.results[i].perFilter.map((f) => `${ms(f.p50)} / ${ms(f.p95)}`),
    );
    lines.push(`| ${figure.name} | ${cells.join(' | ')} |`);
  });
  lines.push('', '| database | worst p95 (budget 300 ms) |', '| --- | ---: |');
  for (const [db, r] of runs) lines.push(`| ${db} | ${ms(r.worstP95)} |`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { env, label } = databaseOption();
  console.log(statisticsMarkdown([[label, await benchStatistics({ env })]]));
}
