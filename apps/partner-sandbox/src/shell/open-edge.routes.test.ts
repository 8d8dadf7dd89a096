import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandboxApp } from '../app';
import type { SandboxState } from '../sandbox-state';
import { verifySsoToken } from '../sso/sso-token';

const SECRET = 'open-edge-test-secret-0123456789';
const EDGE = 'http://127.0.0.1:9000';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('opening Edge again at a path (session renewal)', () => {
  let app: FastifyInstance;
  let state: SandboxState;

  beforeAll(async () => {
    ({ app, state } = await buildSandboxApp({
      ssoSecret: SECRET,
      edgeUrl: EDGE,
    }));
  });
  afterAll(() => app.close());

  const login = (fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/shell/login',
      payload: new URLSearchParams(fields).toString(),
      headers: form,
    });
  const open = (query: string, cookie?: string) =>
    app.inject({
      method: 'GET',
      url: `/shell/open-edge${query}`,
      headers: cookie ? { cookie } : {},
    });

  function edgeTarget(location: unknown) {
    const target = new URL(String(location));
    expect(`${target.origin}${target.pathname}`).toBe(`${EDGE}/partner/sso`);
    const check = verifySsoToken(target.searchParams.get('token')!, SECRET);
    expect(check.ok).toBe(true);
    return target.searchParams.get('redirect');
  }

  it('should send a signed-in user to Edge with a fresh token and the path', async () => {
    const signedIn = await login({
      username: 'partner.broker',
      password: 'Broker2026!',
    });
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    const response = await open(
      '?redirect=%2Fedge%2Fresults%2Fpc%3Fpage%3D2',
      cookie,
    );
    expect(response.statusCode).toBe(303);
    expect(edgeTarget(response.headers.location)).toBe(
      '/edge/results/pc?page=2',
    );
  });

  it('should show a visitor the sign-in form, then continue to Edge at the path', async () => {
    const form = await open('?redirect=%2Fedge%2Feb');
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(
      '<input type="hidden" name="redirect" value="/edge/eb">',
    );
    const bare = await open('');
    expect(bare.body).toContain(
      '<input type="hidden" name="redirect" value="">',
    );
    const wrong = await login({
      username: 'partner.broker',
      password: 'wrong',
      redirect: '/edge/eb',
    });
    expect(wrong.body).toContain('name="redirect" value="/edge/eb"');
    const signedIn = await login({
      username: 'partner.broker',
      password: 'Broker2026!',
      redirect: '/edge/eb',
    });
    expect(signedIn.headers.location).toBe(
      '/shell/open-edge?redirect=%2Fedge%2Feb',
    );
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    const response = await open('?redirect=%2Fedge%2Feb', cookie);
    expect(edgeTarget(response.headers.location)).toBe('/edge/eb');
  });

  it('should carry no redirect that is not a path', async () => {
    const signedIn = await login({
      username: 'partner.broker',
      password: 'Broker2026!',
      redirect: 'https://evil.example/',
    });
    expect(signedIn.headers.location).toBe('/shell/open-edge');
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    for (const query of [
      '?redirect=https%3A%2F%2Fevil.example',
      '?redirect=%2F%2Fevil.example',
      '',
    ]) {
      const response = await open(query, cookie);
      expect(edgeTarget(response.headers.location)).toBeNull();
    }
  });

  it('should fail the token exchange while a fault is injected there', async () => {
    const signedIn = await login({
      username: 'partner.broker',
      password: 'Broker2026!',
    });
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    const opened = await open('', cookie);
    const token = new URL(String(opened.headers.location)).searchParams.get(
      'token',
    )!;
    state.faults.add({ path: 'sso/v1/exchange', status: 503 });
    const exchange = () =>
      app.inject({
        method: 'POST',
        url: '/sso/v1/exchange',
        payload: { token },
      });
    const failed = await exchange();
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error.code).toBe('ServiceUnavailable');
    expect((await exchange()).statusCode).toBe(200);
  });
});
