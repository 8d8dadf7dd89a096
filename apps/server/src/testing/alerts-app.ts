import type { AlertSearchBody, AlertSearchResponse } from '@edge/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DbDialect } from '../db/database';
import { deliverAlerts } from '../modules/alerts/index';
import { ingestProspects, type ProspectMuns } from './prospect-companies';
import { createTestApp, type TestApp } from './test-app';

export interface AlertsTestApp {
  t(): TestApp;
  muns: ProspectMuns;
  // Sends a request as a demo user (one sign-in per user).
  as(
    username: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  // Adds a favorite through the API; answers its id.
  favor(username: string, productCode: number, muns: string): Promise<number>;
  // An alert search's 200 answer.
  search(username: string, body: AlertSearchBody): Promise<AlertSearchResponse>;
  // Runs delivery as the job does.
  deliver(): ReturnType<typeof deliverAlerts>;
}

/** A test app with the eight prospects imported, one per describe block. */
export function useAlertsApp(dialect: DbDialect): AlertsTestApp {
  let app: TestApp | undefined;
  const cookies = new Map<string, string>();
  const ctx: AlertsTestApp = {
    t: () => app!,
    muns: () => '',
    async as(username, method, url, payload) {
      if (!cookies.has(username)) {
        cookies.set(username, await ctx.t().login(username));
      }
      return ctx.t().app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: { cookie: cookies.get(username) },
      });
    },
    async favor(username, productCode, muns) {
      const response = await ctx.as(
        username,
        'POST',
        `/api/v1/favorites/${productCode}`,
        { muns },
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: number }>().id;
    },
    async search(username, body) {
      const response = await ctx.as(
        username,
        'POST',
        '/api/events/alerts/search',
        body,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AlertSearchResponse>();
    },
    deliver: () => deliverAlerts(ctx.t().db),
  };
  beforeAll(async () => {
    app = await createTestApp(dialect);
    const lookup = await ingestProspects(app);
    ctx.muns = lookup;
  }, 60_000);
  afterAll(() => app?.close());
  return ctx;
}
