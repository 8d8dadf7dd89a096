import {
  ERROR_TEXTS,
  STAFF_ACCOUNTS_PAGE_SIZE,
  type StaffAccount,
  type StaffAccountList,
} from '@edge/contracts';
import { beforeAll, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestApp } from '../../testing/test-app';

const ACCOUNTS = '/api/v1/staff/accounts';

describeEachDialect('staff feature flags', (dialect) => {
  const ctx = useTestApp(dialect);
  const cookies = new Map<string, string>();
  const as = async (
    username: string,
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    if (!cookies.has(username)) {
      cookies.set(username, await ctx().login(username));
    }
    return ctx().app.inject({
      method,
      url,
      payload,
      headers: { cookie: cookies.get(username)! },
    });
  };
  const ids = new Map<string, number>();
  beforeAll(async () => {
    const rows = await ctx()
      .db.selectFrom('users')
      .select(['username', 'account_id'])
      .execute();
    for (const row of rows) ids.set(row.username, row.account_id);
  });
  const accountPath = (username: string) => `${ACCOUNTS}/${ids.get(username)}`;
  const flagPath = (username: string, flag: string) =>
    `${accountPath(username)}/flags/${flag}`;
  const flagOf = (account: StaffAccount, flag: string) =>
    account.flags.find((f) => f.flag === flag)!;
  const variation = async (username: string, flag: string) =>
    (await as(username, 'GET', `/api/ld-variation?flag=${flag}`)).json<{
      value: boolean;
    }>().value;

  it("should list every account with each flag's value, default and whether it is set", async () => {
    const response = await as('staff.admin', 'GET', ACCOUNTS);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<StaffAccountList>();
    expect(list).toMatchObject({
      total: new Set(ids.values()).size,
      page: 1,
      page_size: STAFF_ACCOUNTS_PAGE_SIZE,
    });
    const names = list.accounts.map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const keystone = list.accounts.find(
      (a) => a.id === ids.get('full.broker'),
    )!;
    expect(keystone).toEqual({
      id: ids.get('full.broker'),
      name: 'Keystone Insurance Advisors',
      account_type: 1,
      flags: [
        {
          flag: 'statistics-enabled',
          value: true,
          default_value: false,
          is_set: true,
          changed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          changed_by: null,
        },
        {
          flag: 'auto-refresh-new-version',
          value: true,
          default_value: true,
          is_set: false,
          changed_at: null,
          changed_by: null,
        },
        {
          flag: 'dashboard-pdf-export',
          value: true,
          default_value: false,
          is_set: true,
          changed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          changed_by: null,
        },
        {
          flag: 'redirect-partner-domain',
          value: true,
          default_value: true,
          is_set: false,
          changed_at: null,
          changed_by: null,
        },
      ],
    });
  });

  it('should find accounts by a part of their name, any case, or by id', async () => {
    const names = async (q: string) =>
      (await as('staff.admin', 'GET', `${ACCOUNTS}?q=${encodeURIComponent(q)}`))
        .json<StaffAccountList>()
        .accounts.map((a) => a.name);
    expect(await names('KEYSTONE')).toEqual(['Keystone Insurance Advisors']);
    expect(await names('brokera')).toEqual([
      'Cobalt Partner Brokerage',
      'Red River Brokerage (trial)',
    ]);
    expect(await names(String(ids.get('pc.broker')))).toEqual([
      'Summit Risk Partners',
    ]);
    // % and _ are letters here, not patterns.
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    const page2 = await as('staff.admin', 'GET', `${ACCOUNTS}?page=2`);
    expect(page2.json<StaffAccountList>().accounts).toEqual([]);
  });

  it("should set an account's flag, which its users get on their next read, and reset it to the default", async () => {
    expect(await variation('pc.broker', 'dashboard-pdf-export')).toBe(false);
    const on = await as(
      'staff.admin',
      'PUT',
      flagPath('pc.broker', 'dashboard-pdf-export'),
      { value: true },
    );
    expect(on.statusCode, on.body).toBe(200);
    expect(flagOf(on.json(), 'dashboard-pdf-export')).toEqual({
      flag: 'dashboard-pdf-export',
      value: true,
      default_value: false,
      is_set: true,
      changed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      changed_by: 'staff.admin',
    });
    expect(await variation('pc.broker', 'dashboard-pdf-export')).toBe(true);
    // Another account is untouched.
    expect(await variation('eb.broker', 'dashboard-pdf-export')).toBe(false);
    const reset = await as(
      'staff.admin',
      'DELETE',
      flagPath('pc.broker', 'dashboard-pdf-export'),
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect(flagOf(reset.json(), 'dashboard-pdf-export')).toMatchObject({
      value: false,
      is_set: false,
      changed_at: null,
      changed_by: null,
    });
    expect(await variation('pc.broker', 'dashboard-pdf-export')).toBe(false);
    const got = await as('staff.admin', 'GET', accountPath('pc.broker'));
    expect(got.json()).toEqual(reset.json());
  });

  it('should record each change in the activity log, without naming the staff member', async () => {
    await as(
      'staff.admin',
      'PUT',
      flagPath('eb.broker', 'statistics-enabled'),
      {
        value: true,
      },
    );
    await as(
      'staff.admin',
      'DELETE',
      flagPath('eb.broker', 'statistics-enabled'),
    );
    await ctx().app.activity.flush();
    const rows = await ctx()
      .db.selectFrom('activity_log')
      .select(['account_id', 'user_id', 'action', 'summary'])
      .where('action', '=', 'feature_flag_change')
      .where('summary', 'like', '%Harborview%')
      .orderBy('id')
      .execute();
    const harborview = `Harborview Benefits Group (account ${ids.get('eb.broker')})`;
    expect(rows).toEqual([
      {
        account_id: ids.get('staff.admin'),
        user_id: null,
        action: 'feature_flag_change',
        summary: `Statistics (statistics-enabled) turned on for ${harborview}`,
      },
      {
        account_id: ids.get('staff.admin'),
        user_id: null,
        action: 'feature_flag_change',
        summary: `Statistics (statistics-enabled) back to the default (off) for ${harborview}`,
      },
    ]);
  });

  it('should answer 403 to anyone but internal staff, whatever the request holds', async () => {
    const forbidden = (method: string, path: string) => ({
      statusCode: 403,
      message: ERROR_TEXTS.FORBIDDEN,
      extraData: { code: 'FORBIDDEN' },
      method,
      path,
    });
    for (const username of ['ent.admin', 'pc.broker', 'corp.admin']) {
      // Even their own account's flags, and even a malformed request.
      for (const [method, url, payload] of [
        ['GET', ACCOUNTS],
        ['GET', `${ACCOUNTS}?page=0`],
        ['GET', accountPath(username)],
        ['GET', accountPath('pc.broker')],
        ['PUT', flagPath(username, 'statistics-enabled'), { value: true }],
        ['PUT', flagPath(username, 'no-such-flag'), { value: 'yes' }],
        ['DELETE', flagPath('full.broker', 'statistics-enabled')],
      ] as const) {
        const response = await as(username, method, url, payload);
        expectAppError(response, forbidden(method, url.split('?')[0]!));
      }
    }
    expect(await variation('full.broker', 'statistics-enabled')).toBe(true);
  });

  it('should answer 401 without a session', async () => {
    const response = await ctx().app.inject({ url: ACCOUNTS });
    expectAppError(response, {
      statusCode: 401,
      message: ERROR_TEXTS.NOT_SIGNED_IN,
      extraData: { code: 'NOT_SIGNED_IN', reason: 'none' },
      method: 'GET',
      path: ACCOUNTS,
    });
  });

  it('should answer 404 for an account no one has and 400 for an unknown flag or value', async () => {
    const missing = `${ACCOUNTS}/999999`;
    for (const [method, url] of [
      ['GET', missing],
      ['PUT', `${missing}/flags/statistics-enabled`],
      ['DELETE', `${missing}/flags/statistics-enabled`],
    ] as const) {
      const response = await as('staff.admin', method, url, { value: true });
      expectAppError(response, {
        statusCode: 404,
        message: 'Account not found.',
        extraData: { code: 'FLAG_ACCOUNT_NOT_FOUND' },
        method,
        path: url,
      });
    }
    const unknown = flagPath('pc.broker', 'eb-broker-search');
    const badFlag = await as('staff.admin', 'PUT', unknown, { value: true });
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().extraData.fields).toEqual({
      flag: 'Choose a flag this version knows.',
    });
    const badValue = await as(
      'staff.admin',
      'PUT',
      flagPath('pc.broker', 'statistics-enabled'),
      { value: 'yes' },
    );
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json().extraData.fields).toEqual({
      value: 'Choose on or off.',
    });
  });
});
