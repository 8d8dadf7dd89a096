// The results map's calls (POST /api/v1/search/{pnc|eb}/map, /map/names and
// /map/companies) against the built server on an imported database, timed
// from the client (HTTP round trip included), with the search budget (p95
// under 100 ms). Usable alone on an existing database:
//   node tools/bench/map.mjs --data-dir DIR | --database-url URL
import {
  databaseOption,
  signIn,
  spawnServer,
  stopServer,
  timeSummary,
  waitForServer,
} from './bench-server.mjs';

const ROUNDS = 10;
const US = { south: 18, west: -170, north: 72, east: -66 };
const TEXAS = { south: 25.8, west: -106.7, north: 36.5, east: -93.5 };
const AUSTIN = { south: 30.1, west: -97.95, north: 30.5, east: -97.55 };
const TX = { locationSearch: { states: ['TX'] } };

// [name, path, body(muns)]: muns are ids the first points answer gave.
const CALLS = [
  ['PC points, defaults', 'pnc/map', () => ({})],
  ['PC points, Texas', 'pnc/map', () => ({ criteria: TX })],
  ['EB points, defaults', 'eb/map', () => ({})],
  ['PC names in the US box', 'pnc/map/names', () => ({ bounds: US })],
  ['PC names in Texas', 'pnc/map/names', () => ({ bounds: TEXAS })],
  ['PC names around Austin', 'pnc/map/names', () => ({ bounds: AUSTIN })],
  ['EB names in Texas', 'eb/map/names', () => ({ bounds: TEXAS })],
  [
    'PC one company',
    'pnc/map/companies',
    (muns) => ({ muns: muns.pc.slice(0, 1) }),
  ],
  ['PC a spot of 100', 'pnc/map/companies', (muns) => ({ muns: muns.pc })],
  ['EB a spot of 100', 'eb/map/companies', (muns) => ({ muns: muns.eb })],
];

async function post(base, cookie, path, body) {
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/search/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path} ${JSON.stringify(json)}`);
  return { ms: performance.now() - started, json };
}

/** Spread ids of a points answer: the companies of a busy spot stand-in. */
const spread = (points) =>
  points
    .filter((_, i) => i % Math.max(1, Math.floor(points.length / 100)) === 0)
    .slice(0, 100)
    .map(([muns]) => muns);

/** Starts the server on a database and times the calls; returns a summary. */
export async function benchMap({ env, port = 8096 }) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawnServer(port, env);
  try {
    await waitForServer(base, Date.now() + 300_000);
    const cookie = await signIn(base);
    // The first calls load the search index; their ids feed the lookups.
    const muns = {
      pc: spread((await post(base, cookie, 'pnc/map', {})).json.points),
      eb: spread((await post(base, cookie, 'eb/map', {})).json.points),
    };
    const times = CALLS.map(() => []);
    const sizes = [];
    for (let round = 0; round <= ROUNDS; round++) {
      for (const [i, [, path, body]] of CALLS.entries()) {
        const { ms, json } = await post(base, cookie, path, body(muns));
        if (round > 0) times[i].push(ms);
        sizes[i] = json.total ?? json.hits?.length;
      }
    }
    return CALLS.map(([name], i) => ({
      name,
      size: sizes[i],
      ...timeSummary(times[i]),
    }));
  } finally {
    await stopServer(child);
  }
}

const ms = (n) => `${n.toFixed(1)} ms`;

/** Markdown for docs/benchmarks.md from [label, result] pairs. */
export function mapMarkdown(runs) {
  const lines = [
    `| call | matches | ${runs.map(([db]) => `${db} p50 / p95`).join(' | ')} |`,
    `| --- | ---: | ${runs.map(() => '---:').join(' | ')} |`,
  ];
  runs[0][1].forEach((call, i) => {
    const cells = runs.map(([, r]) => `${ms(r[i].p50)} / ${ms(r[i].p95)}`);
    lines.push(
      `| ${call.name} | ${call.size.toLocaleString('en-US')} | ${cells.join(' | ')} |`,
    );
  });
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { env, label } = databaseOption();
  console.log(mapMarkdown([[label, await benchMap({ env })]]));
}
