import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import {
  customShellToken,
  shellToken,
  usePartnerSandbox,
} from '../../testing/partner-shell';
import { SESSION_COOKIE } from '../../plugins/session-cookie';

const LANDING = '/edge/partner/landing';
const REFUSED = '/edge/partner/refused';

const sessionCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((c) => c.name === SESSION_COOKIE);

describeEachDialect('sign-in through the partner shell', (dialect) => {
  const ctx = usePartnerSandbox(dialect);

  const sso = (token: string, redirect?: string) => {
    const query = new URLSearchParams({ token });
    if (redirect !== undefined) query.set('redirect', redirect);
    return ctx().edge.app.inject({ url: `/partner/sso?${query}` });
  };

  function expectRefused(response: LightMyRequestResponse) {
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(REFUSED);
    expect(sessionCookieOf(response)).toBeUndefined();
  }

  it('should sign in through the shell with an httpOnly cookie and land on the landing screen', async () => {
    const { sandbox, edge } = ctx();
    const shell = await fetch(`${sandbox.url}/shell/login`, {
      method: 'POST',
      body: new URLSearchParams({
        username: 'partner.broker',
        password: 'Broker2026!',
      }),
      redirect: 'manual',
    });
    const shellCookie = shell.headers.get('set-cookie')!.split(';')[0]!;
    const opened = await fetch(
      `${sandbox.url}/shell/open-edge?redirect=${encodeURIComponent('/edge/eb?x=1')}`,
      { headers: { cookie: shellCookie }, redirect: 'manual' },
    );
    const target = new URL(opened.headers.get('location')!);
    expect(target.pathname).toBe('/partner/sso');

    const response = await edge.app.inject({
      url: `${target.pathname}${target.search}`,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `${LANDING}?redirect=${encodeURIComponent('/edge/eb?x=1')}`,
    );
    const cookie = sessionCookieOf(response)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const data = await edge.app.inject({
      url: '/api/v1/auth/data',
      headers: { cookie: `${SESSION_COOKIE}=${cookie.value}` },
    });
    expect(data.statusCode).toBe(200);
    expect(data.json()).toMatchObject({
      username: 'partner.broker',
      account_type: 6,
      partner_shell_url: `${sandbox.url}/shell`,
    });
  });

  it('should record the sign-in for the activity log', async () => {
    const { sandbox, edge } = ctx();
    const response = await sso(shellToken(sandbox, 'partner.broker'));
    expect(response.statusCode).toBe(303);
    await edge.app.activity.flush();
    const rows = await edge.db
      .selectFrom('activity_log')
      .innerJoin('users', 'users.id', 'activity_log.user_id')
      .select('activity_log.action')
      .where('users.username', '=', 'partner.broker')
      .where('activity_log.action', '=', 'sign_in')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
  });

  it('should leave out a redirect that is not a path of this site', async () => {
    const { sandbox } = ctx();
    for (const redirect of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil',
    ]) {
      const response = await sso(
        shellToken(sandbox, 'partner.broker'),
        redirect,
      );
      expect(response.headers.location).toBe(LANDING);
    }
  });

  it('should refuse a token signed with another secret', async () => {
    const { sandbox } = ctx();
    const forged = shellToken(sandbox, 'partner.broker', {
      secret: 'another-secret-of-enough-length',
    });
    expectRefused(await sso(forged));
    const [head, , signature] = shellToken(sandbox, 'partner.broker').split(
      '.',
    );
    const claims = Buffer.from(
      JSON.stringify({ username: 'partner.broker', exp: 9e9 }),
    ).toString('base64url');
    expectRefused(await sso(`${head}.${claims}.${signature}`));
    expectRefused(await sso('not-a-token'));
  });

  it('should refuse an expired token and one living longer than 60 s', async () => {
    const { sandbox } = ctx();
    const issuedAt = Math.floor(Date.now() / 1000) - 120;
    expectRefused(
      await sso(shellToken(sandbox, 'partner.broker', { issuedAt })),
    );
    const long = await customShellToken(sandbox, 'partner.broker', {
      lifeSeconds: 3600,
    });
    expectRefused(await sso(long));
  });

  it('should refuse another audience or issuer', async () => {
    const { sandbox } = ctx();
    for (const change of [
      { audience: 'not-edge' },
      { issuer: 'someone-else' },
    ]) {
      expectRefused(
        await sso(await customShellToken(sandbox, 'partner.broker', change)),
      );
    }
  });

  it('should refuse a replayed token, also when both arrive at once', async () => {
    const { sandbox } = ctx();
    const token = shellToken(sandbox, 'partner.broker');
    expect((await sso(token)).headers.location).toBe(LANDING);
    expectRefused(await sso(token));

    const twin = shellToken(sandbox, 'partner.broker');
    const answers = await Promise.all([sso(twin), sso(twin), sso(twin)]);
    const signedIn = answers.filter((a) => a.headers.location === LANDING);
    expect(signedIn).toHaveLength(1);
    expect(answers.filter((a) => sessionCookieOf(a))).toHaveLength(1);
  });

  it('should refuse a partner user Edge does not have', async () => {
    const { sandbox } = ctx();
    const other = sandbox.state.data.users.find(
      (u) =>
        u.isEnabled &&
        u.agencyId === 'AG-1001' &&
        u.userName !== 'partner.broker',
    )!;
    expectRefused(await sso(shellToken(sandbox, other.userName)));
  });

  it('should refuse when the Edge user is not of a partner account, or disabled', async () => {
    const { sandbox, edge } = ctx();
    const user = await edge.db
      .selectFrom('users')
      .select(['id', 'account_id'])
      .where('username', '=', 'partner.broker')
      .executeTakeFirstOrThrow();
    const setType = (accountType: number) =>
      edge.db
        .updateTable('accounts')
        .set({ account_type: accountType })
        .where('id', '=', user.account_id)
        .execute();
    const setEnabled = (isEnabled: number) =>
      edge.db
        .updateTable('users')
        .set({ is_enabled: isEnabled })
        .where('id', '=', user.id)
        .execute();
    await setType(1);
    expectRefused(await sso(shellToken(sandbox, 'partner.broker')));
    await setType(6);
    await setEnabled(0);
    expectRefused(await sso(shellToken(sandbox, 'partner.broker')));
    await setEnabled(1);
    expect(
      (await sso(shellToken(sandbox, 'partner.broker'))).headers.location,
    ).toBe(LANDING);
  });

  it('should refuse when the partner refuses or fails the exchange', async () => {
    const { sandbox } = ctx();
    for (const status of [401, 500, 503] as const) {
      sandbox.injectFault({ path: 'sso/v1/exchange', status });
      expectRefused(await sso(shellToken(sandbox, 'partner.broker')));
    }
    sandbox.injectFault({ path: 'userinfo', status: 502 });
    expectRefused(await sso(shellToken(sandbox, 'partner.broker')));
    sandbox.clearFaults();
  });
});
