import {
  ERROR_TEXTS,
  FEATURE_FLAG_DEFAULTS,
  FLAG_NAME_MAX,
} from '@edge/contracts';
import { expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestApp } from '../../testing/test-app';
import { setFlag } from './feature-flags.service';

describeEachDialect('GET /api/ld-variation', (dialect) => {
  const ctx = useTestApp(dialect);
  const ask = (flag: string) =>
    ctx().injectAs('pc.broker', { url: `/api/ld-variation?flag=${flag}` });

  it('should answer every flag with its SPEC §9 default', async () => {
    for (const [flag, value] of Object.entries(FEATURE_FLAG_DEFAULTS)) {
      const response = await ask(flag);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ value });
    }
  });

  it('should answer the value stored in the database', async () => {
    await setFlag(ctx().db, 'statistics-enabled', true);
    expect((await ask('statistics-enabled')).json()).toEqual({ value: true });
  });

  it('should fall back to the default when the stored value is unreadable', async () => {
    await ctx()
      .db.updateTable('feature_flags')
      .set({ value: 'garbage' })
      .where('key', '=', 'auto-refresh-new-version')
      .execute();
    expect((await ask('auto-refresh-new-version')).json()).toEqual({
      value: true,
    });
  });

  it('should answer false for a flag the server does not know', async () => {
    for (const flag of ['no-such-flag', 'constructor', '__proto__']) {
      const response = await ask(flag);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ value: false });
    }
  });

  it('should answer the stored value of a flag the server does not know', async () => {
    await ctx()
      .db.insertInto('feature_flags')
      .values({ key: 'next-release-flag', value: 'true' })
      .execute();
    expect((await ask('next-release-flag')).json()).toEqual({ value: true });
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
