import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  FastifyInstance,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { Db, DbDialect } from '../db/database';
import { DEMO_PASSWORD } from '../db/seed/demo-users';
import { SESSION_COOKIE } from '../plugins/session-cookie';
import { openTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  dataDir: string;
  // Signs a demo user in and returns the Cookie header value.
  login(username: string, password?: string): Promise<string>;
  // Signs a demo user in and sends one request with that session.
  injectAs(
    username: string,
    options: InjectOptions,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A test configuration: real Argon2id with a small memory cost. */
export function testConfig(
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): Config {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-that-is-long-enough-to-sign-cookies',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    DEMO_COMPANIES: '0',
    // The demo team's played past is a test of its own.
    DEMO_ACTIVITY_DAYS: '0',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    // Refusals are answered at once unless a test measures the pause.
    LOGIN_REFUSAL_DELAY_MS: '0',
    ...env,
  });
  return { ...config, passwordHashing: { memoryCost: 4096, timeCost: 2 } };
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie in the response');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** What a test may give buildApp besides the configuration. */
export type TestBuildOptions = Pick<BuildAppOptions, 'partner'>;

export async function createTestApp(
  dialect: DbDialect,
  env: NodeJS.ProcessEnv = {},
  build: TestBuildOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'edge-test-'));
  const database: TestDatabase = await openTestDatabase(dialect, dataDir);
  const config = testConfig(dataDir, env);
  const app = await buildApp({
    config,
    database: database.handle,
    logger: false,
    // Tests run jobs with app.jobs.runOnce() or drain(), never by a timer.
    jobs: { isPolling: false },
    ...build,
  });
  const login = async (username: string, password = DEMO_PASSWORD) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username, password },
    });
    expect(response.statusCode, response.body).toBe(200);
    return sessionCookie(response);
  };
  return {
    app,
    db: database.handle.db,
    config,
    dataDir,
    login,
    async injectAs(username, options) {
      const cookie = await login(username);
      return app.inject({
        ...options,
        headers: { ...options.headers, cookie },
      });
    },
    async close() {
      await app.close();
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One app per describe block, closed after it. */
export function useTestApp(
  dialect: DbDialect,
  env: NodeJS.ProcessEnv = {},
  build: TestBuildOptions = {},
): () => TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(dialect, env, build);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return () => {
    if (!testApp) throw new Error('test app not ready');
    return testApp;
  };
}
