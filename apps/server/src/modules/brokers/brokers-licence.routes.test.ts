import { ERROR_TEXTS } from '@edge/contracts';
import { expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestApp } from '../../testing/test-app';

// SPEC §3: zywave_eb_broker_search, the partner platform's licence of the
// EB broker search (contracts' partner-licences.ts).
describeEachDialect('GET /api/v1/brokers: the partner licence', (dialect) => {
  const ctx = useTestApp(dialect);

  it('should refuse a partner-platform user without the licence with 403, and serve one with it', async () => {
    const { db } = ctx();
    // Signed in first: the partner shell is where such users sign in.
    const cookie = await ctx().login('eb.broker');
    const search = () =>
      ctx().app.inject({ url: '/api/v1/brokers', headers: { cookie } });
    const { account_id } = await db
      .selectFrom('users')
      .select('account_id')
      .where('username', '=', 'eb.broker')
      .executeTakeFirstOrThrow();
    const setType = (type: number) =>
      db
        .updateTable('accounts')
        .set({ account_type: type })
        .where('id', '=', account_id)
        .execute();
    const setLicence = (value: '0' | '1') =>
      db
        .updateTable('users')
        .set({ zywave_eb_broker_search: value })
        .where('username', '=', 'eb.broker')
        .execute();
    // Everyone else has it with the benefits product, whatever the field.
    expect((await search()).statusCode).toBe(200);
    await setType(6);
    try {
      expectAppError(await search(), {
        statusCode: 403,
        message: ERROR_TEXTS.FORBIDDEN,
        extraData: { code: 'FORBIDDEN' },
        method: 'GET',
        path: '/api/v1/brokers',
      });
      await setLicence('1');
      const allowed = await search();
      expect(allowed.statusCode, allowed.body).toBe(200);
    } finally {
      await setType(1);
      await setLicence('0');
    }
  });
});
