// Where a SQLite import spends its database time: preload it into the
// importer and, at exit, it prints each statement's calls and total time
// (slowest first) on stderr.
//
//   node --max-semi-space-size=8 --import ./tools/bench/sql-time.mjs \
//     apps/server/dist/ingest.js FILE...
//
// It wraps better-sqlite3's statement methods, so it sees every statement
// of the importer (prepared inserts and Kysely's queries alike) and adds
// well under a microsecond to each. A diagnostic: docs/benchmarks.md, "Where an
// import's time goes".
import { createRequire } from 'node:module';

const SHOWN = 25;
const Database = createRequire(import.meta.url)('better-sqlite3');

const probe = new Database(':memory:');
const Statement = Object.getPrototypeOf(probe.prepare('select 1'));
probe.close();

// statement text -> [calls, nanoseconds]
const totals = new Map();
// Each statement's line in the totals, worked out once per statement.
const keys = new WeakMap();

function keyOf(statement, method) {
  let byMethod = keys.get(statement);
  if (!byMethod) keys.set(statement, (byMethod = {}));
  return (byMethod[method] ??=
    `${method} ${statement.source.replace(/\s+/g, ' ').slice(0, 120)}`);
}

// Not iterate(): its rows are read after the call returns.
for (const method of ['run', 'get', 'all']) {
  const original = Statement[method];
  Statement[method] = function timed(...args) {
    const started = process.hrtime.bigint();
    try {
      return original.apply(this, args);
    } finally {
      const key = keyOf(this, method);
      const total = totals.get(key) ?? [0, 0n];
      total[0] += 1;
      total[1] += process.hrtime.bigint() - started;
      totals.set(key, total);
    }
  };
}

process.on('exit', () => {
  const rows = [...totals].sort((a, b) => Number(b[1][1] - a[1][1]));
  process.stderr.write('    seconds      calls  statement\n');
  for (const [key, [calls, nanos]] of rows.slice(0, SHOWN)) {
    const seconds = (Number(nanos) / 1e9).toFixed(2).padStart(11);
    process.stderr.write(`${seconds} ${String(calls).padStart(10)}  ${key}\n`);
  }
});
