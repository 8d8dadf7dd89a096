import {
  linkAccountsToEdge,
  startPartnerSandbox,
  type RunningSandbox,
  type StartSandboxOptions,
} from '@edge/partner-sandbox';
import type { LightMyRequestResponse, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { DbDialect } from '../db/database';
import { createSession } from '../modules/auth/session.service';
import type { PartnerCredentials } from '../modules/partner/index';
import { SESSION_COOKIE } from '../plugins/session-cookie';
import { munsOfTruth } from './partner-truth';
import { createTestApp, type TestApp } from './test-app';

/** A request the Edge server made to the partner API, as it left. */
export interface PartnerRequest {
  url: URL;
  method: string;
  headers: Headers;
  at: number;
}

export interface PartnerTestApp {
  t(): TestApp;
  sandbox(): RunningSandbox;
  /** Requests made to the sandbox since the last clear. */
  requests: PartnerRequest[];
  /** The retry pauses asked for (none waited unless `realDelays`). */
  pauses: number[];
  /** The sandbox user whose token the session holds; null: none. */
  partnerUser: string | null;
  /** A signed-in session cookie of a demo user (any account type). */
  cookieOf(username: string): Promise<string>;
  injectAs(
    username: string,
    options: InjectOptions,
  ): Promise<LightMyRequestResponse>;
  clear(): void;
}

export interface PartnerAppOptions {
  demoCompanies?: number;
  timeoutMs?: number;
  /** Wait the real 2 s between tries. */
  realDelays?: boolean;
  sandbox?: StartSandboxOptions;
  /** Link every third truth account to Edge's muns (the demo companies). */
  linkToEdge?: boolean;
}

/**
 * An Edge app against a real partner sandbox on loopback: the session's
 * partner credentials are a sandbox token of `partnerUser`, and every call
 * to the partner is recorded as it leaves.
 */
export function usePartnerApp(
  dialect: DbDialect,
  options: PartnerAppOptions = {},
): PartnerTestApp {
  let app: TestApp | undefined;
  let sandbox: RunningSandbox | undefined;
  const cookies = new Map<string, string>();
  const ctx: PartnerTestApp = {
    t: () => app!,
    sandbox: () => sandbox!,
    requests: [],
    pauses: [],
    partnerUser: 'partner.broker',
    async cookieOf(username) {
      if (!cookies.has(username))
        cookies.set(username, await signIn(app!, username));
      return cookies.get(username)!;
    },
    async injectAs(username, inject) {
      const cookie = await ctx.cookieOf(username);
      return app!.app.inject({
        ...inject,
        headers: { ...inject.headers, cookie },
      });
    },
    clear() {
      ctx.requests.length = 0;
      ctx.pauses.length = 0;
      sandbox?.clearFaults();
    },
  };
  const credentialsOf = async (): Promise<PartnerCredentials | null> =>
    ctx.partnerUser
      ? {
          accessToken: sandbox!.issueApiToken(ctx.partnerUser),
          userName: ctx.partnerUser,
          agencyId: '',
        }
      : null;
  const recordingFetch: typeof fetch = async (input, init) => {
    ctx.requests.push({
      url: new URL(String(input)),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      at: Date.now(),
    });
    return fetch(input, init);
  };
  beforeAll(async () => {
    sandbox = await startPartnerSandbox(options.sandbox);
    app = await createTestApp(
      dialect,
      {
        PARTNER_API_URL: sandbox.url,
        PARTNER_TIMEOUT_MS: String(options.timeoutMs ?? 10_000),
        DEMO_COMPANIES: String(options.demoCompanies ?? 0),
      },
      {
        partner: {
          credentialsOf,
          fetch: recordingFetch,
          ...(options.realDelays
            ? {}
            : { sleep: async (ms: number) => void ctx.pauses.push(ms) }),
        },
      },
    );
    if (options.linkToEdge) {
      const muns = await munsOfTruth(app.db, sandbox.truth);
      linkAccountsToEdge(sandbox.state.data, (e) => muns.get(e.accountId)?.[0]);
    }
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    // A try Edge gave up on may still be held by a slow fault.
    sandbox?.app.server.closeAllConnections();
    await sandbox?.close();
  });
  return ctx;
}

// A session as the partner shell's sign-in opens one (partner-platform
// users have no password sign-in); other users the same way.
async function signIn(testApp: TestApp, username: string): Promise<string> {
  const user = await testApp.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const { token } = await createSession(
    { db: testApp.db, config: testApp.config },
    user.id,
    false,
  );
  return `${SESSION_COOKIE}=${testApp.app.signCookie(token)}`;
}
