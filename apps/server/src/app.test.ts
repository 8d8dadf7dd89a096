import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_VERSION, ERROR_TEXTS } from '@edge/contracts';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { rawSqliteOf } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { claimJob, enqueueJob } from './jobs/index';
import { expectAppError } from './testing/app-error';
import { describeEachDialect } from './testing/each-dialect';
import { deferred, inMs, jobRow } from './testing/jobs';
import { sessionCookie, testConfig, useTestApp } from './testing/test-app';
import { openTestDatabase } from './testing/test-database';

const notFound = (method: string, path: string) => ({
  statusCode: 404,
  message: ERROR_TEXTS.NOT_FOUND,
  extraData: { code: 'NOT_FOUND' },
  method,
  path,
});

// SPEC §7 and issue 2: every call this server answers, with its access.
const EXPECTED_ROUTES = [
  ['POST', '/api/v1/auth/login', 'public'],
  ['POST', '/api/v1/auth/mfa', 'public'],
  ['GET', '/api/v1/auth/data', 'user'],
  ['GET', '/api/v1/auth/ping', 'user'],
  ['GET', '/api/v1/auth/logout', 'public'],
  ['POST', '/api/v1/site/forgotpassword', 'public'],
  ['POST', '/api/v1/site/resetpassword', 'public'],
  ['GET', '/api/v1/site/subscriptioninfo', 'user'],
  ['GET', '/api/v1/site/billingportal', 'user'],
  ['GET', '/api/v1/billing', 'user'],
  ['GET', '/api/v1/billing/invoices/:id', 'user'],
  ['GET', '/api/v1/billing/plans', 'user'],
  ['POST', '/api/v1/billing/upgrade-requests', 'user'],
  ['GET', '/api/ld-variation', 'user'],
  ['GET', '/api/v1/user/downloads/pac', { module: 'pc' }],
  ['GET', '/api/v1/user/downloads/eb', { module: 'eb' }],
  ['POST', '/api/events/alerts/search', 'user'],
  ['DELETE', '/api/events/alerts/bulk', 'user'],
  ['POST', '/api/events/event-types/search', 'user'],
  ['POST', '/api/events/alerts/checked', 'user'],
  ['GET', '/api/v1/alerts/subscriptions', 'user'],
  ['POST', '/api/v1/alerts/subscriptions', 'user'],
  ['PUT', '/api/v1/alerts/subscriptions/:id', 'user'],
  ['DELETE', '/api/v1/alerts/subscriptions/:id', 'user'],
  ['GET', '/api/v1/companies/:muns/events', 'user'],
  ['GET', '/api/v1/brokers/:msid', { module: 'eb' }],
  ['GET', '/api/v1/brokers/:msid/clients', { module: 'eb' }],
  ['GET', '/api/v1/lookups/counties', 'user'],
  ['GET', '/api/v1/lookups/naics', 'user'],
  ['GET', '/api/v1/industries', { module: 'pc' }],
  ['GET', '/api/v1/lookups/places', 'user'],
  ['GET', '/api/v1/lookups/carriers', { module: 'eb' }],
  ['GET', '/api/v1/lookups/brokers', { module: 'eb' }],
  ['GET', '/api/v1/searches/all/:productCode', 'user'],
  ['POST', '/api/v1/searches/save', 'user'],
  ['PUT', '/api/v1/searches/:id', 'user'],
  ['DELETE', '/api/v1/searches/:id', 'user'],
] as const;

const webDist = mkdtempSync(join(tmpdir(), 'edge-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><title>Edge</title>',
);
writeFileSync(join(webDist, 'assets', 'index-3f2a1b.js'), 'console.log(1)');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

describeEachDialect('the app', (dialect) => {
  const ctx = useTestApp(dialect, { WEB_DIST_DIR: webDist });

  it('should declare the access of every /api route', () => {
    const api = ctx().app.accessDeclarations.filter((d) =>
      d.url.startsWith('/api'),
    );
    expect(api.every((d) => d.access !== undefined)).toBe(true);
    for (const [method, url, access] of EXPECTED_ROUTES) {
      expect(api).toContainEqual({ method, url, access });
    }
  });

  it('should serve /version.json uncached', async () => {
    const response = await ctx().app.inject({ url: '/version.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache, no-store');
    expect(response.json()).toEqual({
      version: APP_VERSION,
      builtAt: expect.any(String),
    });
  });

  it('should send the security headers with a CSP for the app', async () => {
    const response = await ctx().app.inject({ url: '/edge/pc' });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('should answer index.html uncached for every app path (history fallback)', async () => {
    for (const path of [
      '/',
      '/edge/pc',
      '/edge/results/dashboard/M000123',
      '/nowhere',
    ]) {
      const response = await ctx().app.inject({ url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Edge</title>');
    }
  });

  it('should cache hashed assets for a year and 404 a missing one', async () => {
    const asset = await ctx().app.inject({ url: '/assets/index-3f2a1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expectAppError(
      await ctx().app.inject({ url: '/assets/gone-123.js' }),
      notFound('GET', '/assets/gone-123.js'),
    );
  });

  it('should answer an unknown /api path with 404 in the error shape', async () => {
    expectAppError(
      await ctx().app.inject({ url: '/api/v1/nothing?x=1' }),
      notFound('GET', '/api/v1/nothing'),
    );
    expectAppError(
      await ctx().app.inject({ method: 'POST', url: '/api/nope' }),
      notFound('POST', '/api/nope'),
    );
  });

  it('should serve the OpenAPI document built from the zod schemas', async () => {
    const json = await ctx().app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.info.version).toBe(APP_VERSION);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/login',
        '/api/events/alerts/search',
      ]),
    );
    expect(doc.paths['/api/v1/auth/login'].post.requestBody).toBeDefined();
    const ui = await ctx().app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describeEachDialect('the app without a web build', (dialect) => {
  const ctx = useTestApp(dialect);

  it('should answer app paths with a plain 503 page', async () => {
    const response = await ctx().app.inject({ url: '/edge/login' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/web app is not built/);
  });
});

describe('global rate limit', () => {
  const ctx = useTestApp('sqlite', {
    RATE_LIMIT_PER_MINUTE: '8',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '5',
  });
  const tooMany = (method: string, path: string) => ({
    statusCode: 429,
    message: 'Too many requests. Please wait a moment and try again.',
    extraData: { code: 'TOO_MANY_REQUESTS' },
    method,
    path,
  });

  it('should answer 429 in the error shape past the limit per address without a session', async () => {
    const { app } = ctx();
    for (let i = 0; i < 5; i += 1)
      await app.inject({ url: '/api/nope', remoteAddress: '10.7.0.1' });
    expectAppError(
      await app.inject({ url: '/api/nope', remoteAddress: '10.7.0.1' }),
      tooMany('GET', '/api/nope'),
    );
    expect(
      (await app.inject({ url: '/version.json', remoteAddress: '10.7.0.2' }))
        .statusCode,
    ).toBe(200);
  });

  it('should give each signed-in session of one office address its own limit', async () => {
    const { app } = ctx();
    const office = '10.7.1.1';
    const signIn = async (username: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username, password: 'Broker2026!' },
        remoteAddress: office,
      });
      return sessionCookie(response);
    };
    const first = await signIn('pc.broker');
    const second = await signIn('eb.broker');
    const ping = (cookie: string) =>
      app.inject({
        url: '/api/v1/auth/ping',
        headers: { cookie },
        remoteAddress: office,
      });
    for (let i = 0; i < 8; i += 1)
      expect((await ping(first)).statusCode).toBe(200);
    expectAppError(await ping(first), tooMany('GET', '/api/v1/auth/ping'));
    // The other broker behind the same address is not slowed down.
    for (let i = 0; i < 8; i += 1)
      expect((await ping(second)).statusCode).toBe(200);
  });
});

// PRAGMA synchronous answers a number: 1 is NORMAL, 2 is FULL.
const FULL = 2;

describe('the SQLite connection', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'edge-create-db-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('should be what the app opens from its configuration', async () => {
    const app = await buildApp({ config: testConfig(dir), logger: false });
    try {
      const raw = rawSqliteOf(app.db)!;
      expect(raw.name).toBe(join(dir, 'edge.sqlite'));
      expect(raw.pragma('synchronous', { simple: true })).toBe(FULL);
    } finally {
      await app.close();
    }
  });
});

describeEachDialect('the job runner of the app', (dialect) => {
  it("should recover a dead process's job at start, poll once ready and stop on close", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'edge-app-jobs-'));
    const database = await openTestDatabase(dialect, dir);
    const { db } = database.handle;
    try {
      await migrateToLatest(db, dialect);
      const twoMinutesAgo = inMs(-120_000);
      const id = await enqueueJob(db, {
        kind: 'app-test',
        payload: null,
        runAfter: twoMinutesAgo,
      });
      // Claimed two minutes ago by a process that died with it.
      await claimJob(db, {
        workerId: 'dead',
        kinds: ['app-test'],
        leaseMs: 60_000,
        now: twoMinutesAgo,
      });
      const app = await buildApp({
        config: testConfig(dir),
        database: database.handle,
        logger: false,
        jobs: { isPolling: true, runner: { pollIntervalMs: 10 } },
      });
      expect(await jobRow(db, id)).toMatchObject({
        status: 'queued',
        attempts: 1,
      });
      const ran = deferred<number>();
      app.jobs.register('app-test', async (job) => ran.resolve(job.id));
      expect(await ran.promise).toBe(id);
      await app.close();
      expect(await jobRow(db, id)).toMatchObject({
        status: 'completed',
        attempts: 2,
      });
      await enqueueJob(db, { kind: 'app-test', payload: null });
      expect(await app.jobs.runOnce()).toBe(0);
    } finally {
      await database.dispose();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
