import { ERROR_TEXTS } from '@edge/contracts';
import { beforeAll, expect, it } from 'vitest';
import { addHours } from '../../shared/time';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestApp } from '../../testing/test-app';
import { recordExport } from './exports.service';

describeEachDialect('GET /api/v1/user/downloads', (dialect) => {
  const ctx = useTestApp(dialect);
  const userId = async (username: string) =>
    (
      await ctx()
        .db.selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    const { db } = ctx();
    const full = await userId('full.broker');
    const other = await userId('ent.admin');
    const now = new Date();
    const row = (
      hoursAgo: number,
      module: 'pac' | 'eb',
      file: string,
      user = full,
    ) => ({
      user_id: user,
      module,
      requested_at: addHours(now, -hoursAgo),
      report_type: 'Company List CSV',
      process_status: hoursAgo < 1 ? 'PROCESSING' : 'COMPLETED',
      mail_sent: hoursAgo < 1 ? 0 : 1,
      file_name: file,
      download_url: hoursAgo < 1 ? null : `/downloads/${file}`,
    });
    await recordExport(db, row(5, 'pac', 'older.csv'));
    await recordExport(db, row(0.5, 'pac', 'newest.csv'));
    await recordExport(db, row(49, 'pac', 'too-old.csv'));
    await recordExport(db, row(2, 'eb', 'benefits.csv'));
    await recordExport(db, row(1, 'pac', 'someone-else.csv', other));
  });

  it("should list the user's exports of the module from the last 48 hours, newest first", async () => {
    const { app, login } = ctx();
    const cookie = await login('full.broker');
    const pac = await app.inject({
      url: '/api/v1/user/downloads/pac',
      headers: { cookie },
    });
    expect(pac.statusCode).toBe(200);
    const { downloads } = pac.json();
    expect(downloads.map((d: { file_name: string }) => d.file_name)).toEqual([
      'newest.csv',
      'older.csv',
    ]);
    expect(downloads[0]).toEqual({
      id: expect.any(Number),
      requested_at: expect.stringMatching(/Z$/),
      report_type: 'Company List CSV',
      process_status: 'PROCESSING',
      mail_sent: false,
      file_name: 'newest.csv',
      download_url: null,
    });
    const eb = await app.inject({
      url: '/api/v1/user/downloads/eb',
      headers: { cookie },
    });
    expect(
      eb.json().downloads.map((d: { file_name: string }) => d.file_name),
    ).toEqual(['benefits.csv']);
  });

  it('should answer an empty list when the user has no exports', async () => {
    const { app, login } = ctx();
    const cookie = await login('pc.broker');
    const response = await app.inject({
      url: '/api/v1/user/downloads/pac',
      headers: { cookie },
    });
    expect(response.json()).toEqual({ downloads: [] });
  });

  it('should answer 403 for the module the user does not hold', async () => {
    const { app, login } = ctx();
    const pc = await login('pc.broker');
    const eb = await login('eb.broker');
    for (const [cookie, path] of [
      [pc, '/api/v1/user/downloads/eb'],
      [eb, '/api/v1/user/downloads/pac'],
    ] as const) {
      expectAppError(await app.inject({ url: path, headers: { cookie } }), {
        statusCode: 403,
        message: ERROR_TEXTS.FORBIDDEN,
        extraData: { code: 'FORBIDDEN' },
        method: 'GET',
        path,
      });
    }
  });

  it('should answer 401 without a session', async () => {
    const response = await ctx().app.inject({
      url: '/api/v1/user/downloads/pac',
    });
    expect(response.statusCode).toBe(401);
  });
});
