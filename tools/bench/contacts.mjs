// The results' Contacts tab (POST /api/v1/search/{pnc|eb}/contacts) against
// the built server on an imported database, timed from the client, with
// the search budget (p95 under 100 ms). The first call reads the contact
// index of the search version and is reported apart. Usable alone on an
// existing database:
//   node tools/bench/contacts.mjs --data-dir DIR | --database-url URL
import {
  databaseOption,
  signIn,
  spawnServer,
  stopServer,
  timeSummary,
  waitForServer,
} from './bench-server.mjs';

const ROUNDS = 10;
const ALL = { activityDateRange: { minDate: null } };
const TX = { ...ALL, locationSearch: { states: ['TX'] } };

// [name, module path, body]
const CALLS = [
  ['PC, every contact', 'pnc', { criteria: ALL }],
  ['PC, HR or benefits', 'pnc', { criteria: ALL, roles: ['hr', 'benefits'] }],
  ['PC, title words "manager"', 'pnc', { criteria: ALL, title: 'manager' }],
  [
    'PC, Texas, owners by size',
    'pnc',
    {
      criteria: TX,
      roles: ['executive'],
      sort: { field: 'employees', direction: 'desc' },
    },
  ],
  ['PC, fleet, page 10', 'pnc', { criteria: ALL, roles: ['fleet'], page: 10 }],
  ['EB, benefits', 'eb', { criteria: {}, roles: ['benefits'] }],
];

async function post(base, cookie, path, body) {
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/search/${path}/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path} ${JSON.stringify(json)}`);
  return { ms: performance.now() - started, json };
}

/** Starts the server on a database and times the calls; returns a summary. */
export async function benchContacts({ env, port = 8097 }) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawnServer(port, env);
  try {
    await waitForServer(base, Date.now() + 300_000);
    const cookie = await signIn(base);
    // A search loads the search index; the first contacts call then reads
    // the contacts.
    await fetch(`${base}/api/v1/search/pnc/count`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ criteria: ALL }),
    });
    const first = await post(base, cookie, 'pnc', { criteria: ALL });
    const times = CALLS.map(() => []);
    const sizes = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, [, path, body]] of CALLS.entries()) {
        const { ms, json } = await post(base, cookie, path, body);
        times[i].push(ms);
        sizes[i] = `${json.contacts} at ${json.companies}`;
      }
    }
    return {
      firstMs: first.ms,
      calls: CALLS.map(([name], i) => ({
        name,
        size: sizes[i],
        ...timeSummary(times[i]),
      })),
    };
  } finally {
    await stopServer(child);
  }
}

const ms = (n) => `${n.toFixed(1)} ms`;

/** Markdown for docs/benchmarks.md from [label, result] pairs. */
export function contactsMarkdown(runs) {
  const lines = [
    `| call | contacts at companies | ${runs.map(([db]) => `${db} p50 / p95`).join(' | ')} |`,
    `| --- | ---: | ${runs.map(() => '---:').join(' | ')} |`,
    `| first call (reads the contacts) | — | ${runs.map(([, r]) => ms(r.firstMs)).join(' | ')} |`,
  ];
  runs[0][1].calls.forEach((call, i) => {
    const cells = runs.map(
      ([, r]) => `${ms(r.calls[i].p50)} / ${ms(r.calls[i].p95)}`,
    );
    lines.push(`| ${call.name} | ${call.size} | ${cells.join(' | ')} |`);
  });
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { env, label } = databaseOption();
  console.log(contactsMarkdown([[label, await benchContacts({ env })]]));
}
