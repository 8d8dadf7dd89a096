import { expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { describeEachDialect } from '../../testing/each-dialect';
import { shellToken, usePartnerSandbox } from '../../testing/partner-shell';
import { hashToken } from '../auth/index';
import { partnerCredentialsOf } from './partner-credentials';

describeEachDialect('the partner token of a session', (dialect) => {
  const ctx = usePartnerSandbox(dialect);

  async function signIn() {
    const { sandbox, edge } = ctx();
    const token = shellToken(sandbox, 'partner.broker');
    const response = await edge.app.inject({
      url: `/partner/sso?token=${encodeURIComponent(token)}`,
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const unsigned = edge.app.unsignCookie(cookie.value).value!;
    return {
      cookie: `${SESSION_COOKIE}=${cookie.value}`,
      sessionId: hashToken(unsigned),
    };
  }

  it('should answer the partner token of that session only', async () => {
    const { sandbox, edge } = ctx();
    const { sessionId } = await signIn();
    const credentials = await partnerCredentialsOf(edge.db, sessionId);
    expect(credentials).toEqual({
      accessToken: expect.any(String),
      userName: 'partner.broker',
      agencyId: 'AG-1001',
    });
    const info = await fetch(`${sandbox.url}/userinfo`, {
      headers: { authorization: `Bearer ${credentials!.accessToken}` },
    });
    expect(((await info.json()) as { userName: string }).userName).toBe(
      'partner.broker',
    );

    const other = edge.app.unsignCookie(
      decodeURIComponent((await edge.login('pc.broker')).split('=')[1]!),
    ).value!;
    expect(await partnerCredentialsOf(edge.db, hashToken(other))).toBeNull();
    expect(await partnerCredentialsOf(edge.db, 'no-such-session')).toBeNull();
  });

  it('should answer nothing once the session ended or was replaced', async () => {
    const { edge } = ctx();
    const first = await signIn();
    const second = await signIn();
    expect(await partnerCredentialsOf(edge.db, first.sessionId)).toBeNull();
    expect(
      await partnerCredentialsOf(edge.db, second.sessionId),
    ).not.toBeNull();
    await edge.app.inject({
      url: '/api/v1/auth/logout',
      headers: { cookie: second.cookie },
    });
    expect(await partnerCredentialsOf(edge.db, second.sessionId)).toBeNull();
  });

  it('should drop the partner tokens of ended sessions at the next shell sign-in', async () => {
    const { edge } = ctx();
    const first = await signIn();
    await signIn();
    const rows = await edge.db
      .selectFrom('partner_sessions')
      .select('session_id')
      .execute();
    expect(rows.map((r) => r.session_id)).not.toContain(first.sessionId);
    expect(rows).toHaveLength(1);
  });

  it('should never put the partner token in an answer of the API', async () => {
    const { edge } = ctx();
    const { cookie, sessionId } = await signIn();
    const { accessToken } = (await partnerCredentialsOf(edge.db, sessionId))!;
    const urls = edge.app.accessDeclarations
      .filter((d) => d.method.includes('GET') && !d.url.includes(':'))
      .filter((d) => d.url.startsWith('/api/') && !d.url.includes('logout'))
      .map((d) => d.url);
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls) {
      const response = await edge.app.inject({ url, headers: { cookie } });
      expect(response.body, url).not.toContain(accessToken);
      expect(JSON.stringify(response.headers), url).not.toContain(accessToken);
    }
  });
});
