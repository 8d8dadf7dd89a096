import { ERROR_TEXTS } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestApp } from '../../testing/test-app';
import { hashToken } from './session.service';

const notSignedIn = (reason: string, path = '/api/v1/auth/ping') => ({
  statusCode: 401,
  message: ERROR_TEXTS.NOT_SIGNED_IN,
  extraData: { code: 'NOT_SIGNED_IN', reason },
  method: 'GET',
  path,
});

const tokenOf = (cookie: string) =>
  decodeURIComponent(cookie.split('=')[1]!).replace(/\.[^.]+$/, '');

describeEachDialect('one session per user', (dialect) => {
  const ctx = useTestApp(dialect);

  it('should end the first session with reason replaced when the user signs in again', async () => {
    const { app, login } = ctx();
    const first = await login('territory.broker');
    const second = await login('territory.broker');
    const older = await app.inject({
      url: '/api/v1/auth/ping',
      headers: { cookie: first },
    });
    expectAppError(older, notSignedIn('replaced'));
    const newer = await app.inject({
      url: '/api/v1/auth/ping',
      headers: { cookie: second },
    });
    expect(newer.statusCode).toBe(200);
  });

  it('should keep sessions of other users', async () => {
    const { app, login } = ctx();
    const pc = await login('pc.broker');
    await login('eb.broker');
    const response = await app.inject({
      url: '/api/v1/auth/data',
      headers: { cookie: pc },
    });
    expect(response.statusCode).toBe(200);
  });

  it('should answer 401 with reason expired once the session is past its lifetime', async () => {
    const { app, db, login } = ctx();
    const cookie = await login('corp.admin');
    await db
      .updateTable('sessions')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', hashToken(tokenOf(cookie)))
      .execute();
    const response = await app.inject({
      url: '/api/v1/auth/data',
      headers: { cookie },
    });
    expectAppError(response, notSignedIn('expired', '/api/v1/auth/data'));
    const row = await db
      .selectFrom('sessions')
      .select(['end_reason', 'ended_at'])
      .where('id', '=', hashToken(tokenOf(cookie)))
      .executeTakeFirstOrThrow();
    expect(row.end_reason).toBe('expired');
    expect(row.ended_at).not.toBeNull();
  });

  it('should store only the hash of the token', async () => {
    const { db, login } = ctx();
    const cookie = await login('agency.user');
    const token = tokenOf(cookie);
    const rows = await db.selectFrom('sessions').select('id').execute();
    expect(rows.map((r) => r.id)).toContain(hashToken(token));
    expect(rows.map((r) => r.id)).not.toContain(token);
  });

  it('should end a session unused for SESSION_IDLE_MINUTES, which pings alone do not renew', async () => {
    const { app, db, login } = ctx();
    const cookie = await login('ent.group');
    const id = hashToken(tokenOf(cookie));
    const lastSeen = () =>
      db
        .selectFrom('sessions')
        .select('last_seen_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
        .then((row) => row.last_seen_at);
    const minutesAgo = (minutes: number) =>
      new Date(Date.now() - minutes * 60_000).toISOString();
    const setLastSeen = (at: string) =>
      db
        .updateTable('sessions')
        .set({ last_seen_at: at })
        .where('id', '=', id)
        .execute();

    // 30 minutes unused: a ping answers but does not renew the session...
    const stale = minutesAgo(30);
    await setLastSeen(stale);
    const ping = await app.inject({
      url: '/api/v1/auth/ping',
      headers: { cookie },
    });
    expect(ping.statusCode).toBe(200);
    expect(await lastSeen()).toBe(stale);
    // ...a request the user made does.
    await app.inject({ url: '/api/v1/auth/data', headers: { cookie } });
    expect((await lastSeen()) > stale).toBe(true);

    // 61 minutes unused (the default is 60): the session has ended.
    await setLastSeen(minutesAgo(61));
    expectAppError(
      await app.inject({ url: '/api/v1/auth/ping', headers: { cookie } }),
      notSignedIn('expired'),
    );
  });

  describe('secure cookies', () => {
    const secure = useTestApp(dialect, { COOKIE_SECURE: 'true' });

    it('should mark the cookie Secure when COOKIE_SECURE is set', async () => {
      const response = await secure().app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: 'pc.broker', password: 'Broker2026!' },
      });
      const cookie = response.cookies.find((c) => c.name === 'edge_session');
      expect(cookie?.secure).toBe(true);
    });
  });
});
