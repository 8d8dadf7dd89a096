import { ERROR_TEXTS, FEATURE_FLAG_DEFAULTS } from '@edge/contracts';
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

  it('should answer 400 naming flag for an unknown flag', async () => {
    expectAppError(await ask('no-such-flag'), {
      statusCode: 400,
      message: ERROR_TEXTS.VALIDATION,
      extraData: {
        code: 'VALIDATION',
        fields: { flag: expect.stringContaining('statistics-enabled') },
      },
      method: 'GET',
      path: '/api/ld-variation',
    });
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
