// The search budgets (ARCHITECTURE §6): a fixed mix of realistic queries
// against the built server on an imported database, timed from the client
// (HTTP round trip included). Usable alone on an existing database:
//   node tools/bench/search.mjs --data-dir DIR | --database-url URL
import { readFileSync } from 'node:fs';
import {
  databaseOption,
  percentile,
  signIn,
  spawnServer,
  stopServer,
  waitForServer,
} from './bench-server.mjs';

const ROUNDS = 10;
const year = new Date().getFullYear();

const austin = { latitude: 30.2672, longitude: -97.7431, miles: 25 };

/** [name, path, body]: at least 20 queries over both modules. */
export const QUERY_MIX = [
  ['PC defaults (every permitted state)', 'pnc', {}],
  ['PC one state', 'pnc', { criteria: { locationSearch: { states: ['TX'] } } }],
  [
    'PC state + 50-500 employees',
    'pnc',
    {
      criteria: {
        locationSearch: { states: ['CA'] },
        employeeRangeSearch: { employeeRange: [50, 500] },
      },
    },
  ],
  [
    'PC NAICS sector 23',
    'pnc',
    { criteria: { companyNaicsSearch: { industry_search_criterias: ['23'] } } },
  ],
  [
    'PC name term',
    'pnc',
    { criteria: { termsSearch: { name: 'construction' } } },
  ],
  [
    'PC keywords, all terms',
    'pnc',
    {
      criteria: {
        termsSearch: { keywords: 'dental austin' },
        searchOptions: { matchAllTerms: true },
      },
    },
  ],
  [
    'PC 25 miles around Austin',
    'pnc',
    { criteria: { locationSearch: { radius: austin } } },
  ],
  [
    'PC OSHA with violations',
    'pnc',
    {
      criteria: { complianceSearch: { osha: { has: true, minViolations: 1 } } },
    },
  ],
  [
    'PC DOT hazmat carriers',
    'pnc',
    { criteria: { complianceSearch: { dot: { has: true, hazmat: true } } } },
  ],
  [
    'PC flood Relatively High+',
    'pnc',
    { criteria: { hazardSearch: { flood: 4 } } },
  ],
  [
    'PC WC expiring in January',
    'pnc',
    { criteria: { workersCompSearch: { has: true, expirationMonths: [1] } } },
  ],
  [
    'PC property built last 11 years',
    'pnc',
    {
      criteria: {
        propertyYearBuildRangeSearch: {
          enabled: true,
          propertyYearBuildRange: [year - 11, year],
        },
      },
    },
  ],
  ['PC deep page (row 75,000)', 'pnc', { page: 3000, pageSize: 25 }],
  [
    'PC sort employees desc',
    'pnc',
    { sort: { field: 'employees', direction: 'desc' } },
  ],
  [
    'PC sort revenue, page 40',
    'pnc',
    { page: 40, sort: { field: 'revenue', direction: 'asc' } },
  ],
  ['PC sort city', 'pnc', { sort: { field: 'city', direction: 'asc' } }],
  [
    'PC sort activity date desc, 50 rows',
    'pnc',
    { pageSize: 50, sort: { field: 'activity_date', direction: 'desc' } },
  ],
  ['EB defaults (Welfare)', 'eb', {}],
  [
    'EB carrier',
    'eb',
    {
      criteria: {
        benefits_carriers_normalized: ['Unitedhealthcare Insurance'],
      },
    },
  ],
  [
    'EB January renewals',
    'eb',
    { criteria: { benefits_plan_renewal_months: [1] } },
  ],
  [
    'EB dental or vision',
    'eb',
    { criteria: { lob_dental: true, lob_vision: true } },
  ],
  ['EB brokers in CA', 'eb', { criteria: { broker_states: ['CA'] } }],
  ['EB retirement filers', 'eb', { criteria: { scopes: ['F5500 SF'] } }],
  [
    'EB 50-500 participants, self-funded or mixed',
    'eb',
    {
      criteria: {
        planSearch: {
          participantsRange: { min: 50, max: 500 },
          funding: ['self_funded', 'mixed'],
        },
      },
    },
  ],
  [
    'EB commission 2-6% of premium, changed carrier in 3 years',
    'eb',
    {
      criteria: {
        planSearch: {
          commissionShareRange: { min: 2, max: 6 },
          carrierChangedWithin: 3,
        },
      },
    },
  ],
  [
    'EB state + 100-1,000 employees',
    'eb',
    {
      criteria: {
        selected_states: ['NY'],
        employeeRangeSearch: { employeeRange: [100, 1000] },
      },
    },
  ],
  [
    'EB sort premium desc',
    'eb',
    { sort: { field: 'premium', direction: 'desc' } },
  ],
  ['EB sort broker', 'eb', { sort: { field: 'broker', direction: 'asc' } }],
];

async function timed(base, cookie, [, module, body]) {
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/search/${module}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${module} ${JSON.stringify(json)}`);
  return { ms: performance.now() - started, total: json.total };
}

// VmRSS: resident now; VmHWM: the most it has been since it started.
const statusMb = (pid, field) =>
  Number(
    new RegExp(`${field}:\\s+(\\d+)`).exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    )[1],
  ) / 1024;

/** Starts the server on a database, runs the mix; returns a summary. */
export async function benchSearch({ env, port = 8096 }) {
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child = spawnServer(port, env);
  try {
    await waitForServer(base, Date.now() + 300_000);
    const cookie = await signIn(base);
    // The first call loads the index; each query once more builds its sort order.
    const first = await timed(base, cookie, QUERY_MIX[0]);
    const loadMs = Date.now() - started;
    for (const query of QUERY_MIX) await timed(base, cookie, query);
    const times = QUERY_MIX.map(() => []);
    const totals = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, query] of QUERY_MIX.entries()) {
        const { ms, total } = await timed(base, cookie, query);
        times[i].push(ms);
        totals[i] = total;
      }
    }
    const all = times.flat().sort((a, b) => a - b);
    const eb = times
      .filter((_, i) => QUERY_MIX[i][1] === 'eb')
      .flat()
      .sort((a, b) => a - b);
    return {
      loadMs,
      firstTotal: first.total,
      rss: statusMb(child.pid, 'VmRSS'),
      peakRss: statusMb(child.pid, 'VmHWM'),
      p50: percentile(all, 50),
      p95: percentile(all, 95),
      ebP95: percentile(eb, 95),
      perQuery: QUERY_MIX.map(([name], i) => {
        const sorted = times[i].sort((a, b) => a - b);
        return {
          name,
          total: totals[i],
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
        };
      }),
    };
  } finally {
    await stopServer(child);
  }
}

const ms = (n) => `${n.toFixed(1)} ms`;

/** Markdown for docs/benchmarks.md from [label, result] pairs. */
export function searchMarkdown(runs) {
  const lines = [
    `| query | matches | ${runs.map(([db]) => `${db} p50 / p95`).join(' | ')} |`,
    `| --- | ---: | ${runs.map(() => '---:').join(' | ')} |`,
  ];
  runs[0][1].perQuery.forEach((q, i) => {
    const cells = runs.map(
      ([, r]) => `${ms(r.perQuery[i].p50)} / ${ms(r.perQuery[i].p95)}`,
    );
    lines.push(
      `| ${q.name} | ${q.total.toLocaleString('en-US')} | ${cells.join(' | ')} |`,
    );
  });
  lines.push(
    '',
    '| database | search p95 (budget 100 ms) | EB with top-10 aggregations p95 (budget 150 ms) | p50 | index load (start to first answer) | server RSS after the mix / peak (budget 500 MB) |',
  );
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [db, r] of runs) {
    lines.push(
      `| ${db} | ${ms(r.p95)} | ${ms(r.ebP95)} | ${ms(r.p50)} | ${(r.loadMs / 1000).toFixed(1)} s | ${r.rss.toFixed(0)} MB / ${r.peakRss.toFixed(0)} MB |`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { env, label } = databaseOption();
  console.log(searchMarkdown([[label, await benchSearch({ env })]]));
}
