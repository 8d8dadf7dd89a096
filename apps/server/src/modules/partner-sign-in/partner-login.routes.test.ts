import { ERROR_TEXTS } from '@edge/contracts';
import { expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { usePartnerSandbox } from '../../testing/partner-shell';
import { DEMO_PASSWORD } from '../../db/seed/demo-users';

const refusal = (extraData: Record<string, unknown>) => ({
  statusCode: 403,
  message: ERROR_TEXTS.PARTNER_SIGN_IN,
  extraData: { code: 'PARTNER_SIGN_IN', ...extraData },
  method: 'POST',
  path: '/api/v1/auth/login',
});

describeEachDialect('the login form and partner-platform users', (dialect) => {
  const ctx = usePartnerSandbox(dialect);

  const login = (password = DEMO_PASSWORD) =>
    ctx().edge.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'partner.broker', password },
    });

  it('should send the user to the shell while redirect-partner-domain is on (the default)', async () => {
    const response = await login();
    expectAppError(
      response,
      refusal({ shell_url: `${ctx().sandbox.url}/shell` }),
    );
    expect(response.cookies).toEqual([]);
  });

  it('should only say where to sign in when the flag is off for the account', async () => {
    const { edge } = ctx();
    const { account_id } = await edge.db
      .selectFrom('users')
      .select('account_id')
      .where('username', '=', 'partner.broker')
      .executeTakeFirstOrThrow();
    await edge.db
      .insertInto('account_feature_flags')
      .values({
        account_id,
        flag: 'redirect-partner-domain',
        value: 'false',
        changed_at: new Date().toISOString(),
        changed_by: null,
      })
      .execute();
    expectAppError(await login(), refusal({}));
    await edge.db
      .deleteFrom('account_feature_flags')
      .where('account_id', '=', account_id)
      .execute();
  });

  it('should refuse a wrong password with the ordinary text', async () => {
    const response = await login('not-the-password');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(ERROR_TEXTS.LOGIN_FAILED);
  });
});
