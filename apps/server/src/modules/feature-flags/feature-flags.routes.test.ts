import {
  ERROR_TEXTS,
  FEATURE_FLAG_DEFAULTS,
  FLAG_NAME_MAX,
} from '@edge/contracts';
import { expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestApp } from '../../testing/test-app';
import { setAccountFlag } from './account-flags.service';
import { setFlag } from './feature-flags.service';

describeEachDialect('GET /api/ld-variation', (dialect) => {
  const ctx = useTestApp(dialect);
  const ask = (flag: string, username = 'eb.broker') =>
    ctx().injectAs(username, { url: `/api/ld-variation?flag=${flag}` });
  const value = async (flag: string, username?: string) => {
    const response = await ask(flag, username);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ value: boolean }>().value;
  };
  const accountOf = async (username: string) =>
    (
      await ctx()
        .db.selectFrom('users')
        .select('account_id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).account_id;

  it('should answer every flag with its SPEC §9 default for an account with no value of its own', async () => {
    for (const [flag, expected] of Object.entries(FEATURE_FLAG_DEFAULTS)) {
      expect(await value(flag), flag).toBe(expected);
    }
  });

  it("should answer each demo account's own values (README)", async () => {
    for (const [username, statistics, pdf] of [
      ['full.broker', true, true],
      ['ent.admin', true, true],
      // ent.admin's account: its users share its flags.
      ['ent.group', true, true],
      ['pc.broker', false, false],
      ['corp.admin', false, false],
      ['staff.admin', false, true],
    ] as const) {
      expect(await value('statistics-enabled', username), username).toBe(
        statistics,
      );
      expect(await value('dashboard-pdf-export', username), username).toBe(pdf);
    }
  });

  it('should answer the value for every account unless the account has its own', async () => {
    await setFlag(ctx().db, 'statistics-enabled', true);
    try {
      expect(await value('statistics-enabled', 'eb.broker')).toBe(true);
      // pc.broker's account is set off: its own value wins.
      expect(await value('statistics-enabled', 'pc.broker')).toBe(false);
    } finally {
      await setFlag(ctx().db, 'statistics-enabled', false);
    }
    expect(await value('statistics-enabled', 'eb.broker')).toBe(false);
  });

  it("should answer an account's own value at once, and no other account's", async () => {
    const harborview = await accountOf('eb.broker');
    await setAccountFlag(ctx().db, {
      accountId: harborview,
      flag: 'auto-refresh-new-version',
      value: false,
      changedBy: null,
    });
    expect(await value('auto-refresh-new-version', 'eb.broker')).toBe(false);
    expect(await value('auto-refresh-new-version', 'pc.broker')).toBe(true);
    await ctx()
      .db.deleteFrom('account_feature_flags')
      .where('account_id', '=', harborview)
      .execute();
    expect(await value('auto-refresh-new-version', 'eb.broker')).toBe(true);
  });

  it('should fall back to the default when a stored value is unreadable', async () => {
    await ctx()
      .db.updateTable('feature_flags')
      .set({ value: 'garbage' })
      .where('key', '=', 'auto-refresh-new-version')
      .execute();
    expect(await value('auto-refresh-new-version')).toBe(true);
    await ctx()
      .db.updateTable('account_feature_flags')
      .set({ value: 'garbage' })
      .where('account_id', '=', await accountOf('full.broker'))
      .where('flag', '=', 'statistics-enabled')
      .execute();
    expect(await value('statistics-enabled', 'full.broker')).toBe(false);
    await ctx()
      .db.updateTable('account_feature_flags')
      .set({ value: 'true' })
      .where('account_id', '=', await accountOf('full.broker'))
      .where('flag', '=', 'statistics-enabled')
      .execute();
  });

  it('should answer false for a flag the server does not know, the removed ones too', async () => {
    for (const flag of [
      'no-such-flag',
      'constructor',
      '__proto__',
      'eb-broker-search',
    ]) {
      expect(await value(flag), flag).toBe(false);
    }
  });

  it('should answer the stored value of a flag the server does not know', async () => {
    await ctx()
      .db.insertInto('feature_flags')
      .values({ key: 'next-release-flag', value: 'true' })
      .execute();
    expect(await value('next-release-flag')).toBe(true);
  });

  it('should answer 400 naming flag when the name is missing or too long', async () => {
    const long = `?flag=${'x'.repeat(FLAG_NAME_MAX + 1)}`;
    for (const [query, reason] of [
      ['', 'Name the flag.'],
      ['?flag=', 'Name the flag.'],
      [long, `A flag name has at most ${FLAG_NAME_MAX} characters.`],
    ]) {
      expectAppError(
        await ctx().injectAs('pc.broker', { url: `/api/ld-variation${query}` }),
        {
          statusCode: 400,
          message: ERROR_TEXTS.VALIDATION,
          extraData: { code: 'VALIDATION', fields: { flag: reason } },
          method: 'GET',
          path: '/api/ld-variation',
        },
      );
    }
  });

  it('should answer 401 without a session', async () => {
    expectAppError(
      await ctx().app.inject({
        url: '/api/ld-variation?flag=statistics-enabled',
      }),
      {
        statusCode: 401,
        message: ERROR_TEXTS.NOT_SIGNED_IN,
        extraData: { code: 'NOT_SIGNED_IN', reason: 'none' },
        method: 'GET',
        path: '/api/ld-variation',
      },
    );
  });
});
