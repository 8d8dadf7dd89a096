// The partner benchmark's measuring half (tools/bench/partner-matches.mjs
// runs it under tsx): a demo database, the partner sandbox with accounts
// linked to Edge, partner.broker's session; then the duplicate-accounts
// matches against the truth and the AMS marks of 25-row pages, timed.
// Prints one JSON object.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linkAccountsToEdge, startPartnerSandbox } from '@edge/partner-sandbox';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createSession } from '../modules/auth/session.service';
import { SESSION_COOKIE } from '../plugins/session-cookie';
import { measureMatchQuality } from './partner-match-quality';
import { munsOfTruth } from './partner-truth';

const companies = Number(process.argv[2] ?? 120);
const ROUNDS = 20;
const PAGE = 25;

const dataDir = mkdtempSync(join(tmpdir(), 'edge-partner-bench-'));
const sandbox = await startPartnerSandbox({ port: 0 });
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  SESSION_SECRET: 'partner-bench-secret-long-enough-to-sign',
  LOG_LEVEL: 'silent',
  DEMO_COMPANIES: String(companies),
  DEMO_ACTIVITY_DAYS: '0',
  WEB_DIST_DIR: join(dataDir, 'no-web-build'),
  PARTNER_API_URL: sandbox.url,
  RATE_LIMIT_PER_MINUTE: '100000',
});
const token = () => sandbox.issueApiToken('partner.broker');
const app = await buildApp({
  config,
  logger: false,
  jobs: { isPolling: false },
  partner: {
    credentialsOf: async () => ({
      accessToken: token(),
      userName: 'partner.broker',
      agencyId: 'AG-1001',
    }),
  },
});
try {
  const munsOf = await munsOfTruth(app.db, sandbox.truth);
  const linked = linkAccountsToEdge(
    sandbox.state.data,
    (e) => munsOf.get(e.accountId)?.[0],
  );
  const user = await app.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'partner.broker')
    .executeTakeFirstOrThrow();
  const session = await createSession({ db: app.db, config }, user.id, false);
  const cookie = `${SESSION_COOKIE}=${app.signCookie(session.token)}`;
  const quality = await measureMatchQuality({
    app,
    db: app.db,
    cookie,
    truth: sandbox.truth,
    munsOf,
  });
  const all = await app.db
    .selectFrom('companies')
    .select('muns')
    .orderBy('muns')
    .execute();
  const times: number[] = [];
  let marked = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = (round * PAGE) % Math.max(all.length - PAGE, 1);
    const muns = all.slice(start, start + PAGE).map((c) => c.muns);
    const began = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/partner/ams-marks',
      headers: { cookie },
      payload: { muns },
    });
    times.push(performance.now() - began);
    if (response.statusCode !== 200) throw new Error(response.body);
    marked += response.json<{ in_ams: string[] }>().in_ams.length;
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) =>
    times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
  process.stdout.write(
    JSON.stringify({
      companies: quality.companies,
      linked,
      quality,
      marks: { rounds: ROUNDS, page: PAGE, p50: pct(50), p95: pct(95), marked },
    }) + '\n',
  );
} finally {
  await app.close();
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
}
