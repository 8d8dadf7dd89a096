import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAULT_STATUSES } from './fault-plan';
import { startPartnerSandbox, type RunningSandbox } from '../start-sandbox';

describe('fault injection', () => {
  let sandbox: RunningSandbox;
  let headers: { authorization: string };
  const path = 'licenses/v2.0/featurelicense';

  beforeAll(async () => {
    sandbox = await startPartnerSandbox();
    headers = {
      authorization: `Bearer ${sandbox.issueApiToken('partner.broker')}`,
    };
  });
  afterAll(() => sandbox.close());
  beforeEach(() => sandbox.clearFaults());

  const call = (p = path) => fetch(`${sandbox.url}/${p}`, { headers });

  it.each(FAULT_STATUSES)(
    'should answer %i to the next requests it was told, then normally',
    async (status) => {
      const control = await fetch(`${sandbox.url}/__sandbox/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path, status, count: 2 }),
      });
      expect(control.status).toBe(204);
      const first = await call();
      expect(first.status).toBe(status);
      const body = (await first.json()) as { error: { message: string } };
      expect(body.error.message).toBe(`Injected fault ${status}`);
      expect((await call()).status).toBe(status);
      expect((await call()).status).toBe(200);
    },
  );

  it('should touch only the path it names', async () => {
    sandbox.injectFault({ path: '/userinfo', status: 503 });
    expect((await call()).status).toBe(200);
    expect((await call('userinfo')).status).toBe(503);
    expect((await call('userinfo')).status).toBe(200);
  });

  it('should answer slowly by the delay it was told', async () => {
    sandbox.injectFault({ path, delayMs: 400 });
    const started = Date.now();
    const slow = await call();
    expect(slow.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    // Counted off: the next request meets no fault.
    expect(sandbox.state.faults.list()).toEqual([]);
  });

  it('should refuse a fault it cannot apply and forget them all on DELETE', async () => {
    const bad = await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path, status: 418 }),
    });
    expect(bad.status).toBe(400);
    sandbox.injectFault({ path: '*', status: 500, count: 5 });
    await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
    expect((await call()).status).toBe(200);
  });

  it('should answer the truth list', async () => {
    const response = await fetch(`${sandbox.url}/__sandbox/truth`);
    const body = (await response.json()) as { truth: unknown[] };
    expect(body.truth).toEqual(sandbox.truth);
  });
});
