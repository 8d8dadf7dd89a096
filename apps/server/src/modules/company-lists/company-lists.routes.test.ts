import type { CompanyList, CompanyListPage } from '@edge/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ingestIntoApp } from '../../testing/app-fixtures';
import { describeEachDialect } from '../../testing/each-dialect';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Meridian's ent.admin (PC and Benefits) and ent.group (PC only) share an
// account; pc.broker is of another. Companies come from the fixtures.
describeEachDialect('company lists', (dialect) => {
  let t: TestApp;
  let texas: string[] = [];
  let ohio = '';
  const idOf = async (username: string) =>
    (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;
  const call = (
    username: string,
    method: 'GET' | 'POST' | 'PUT' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.injectAs(username, { method, url, ...(payload ? { payload } : {}) });
  const ok = async <T>(
    username: string,
    method: 'GET' | 'POST' | 'PUT' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    const response = await call(username, method, url, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.body ? response.json<T>() : (undefined as T);
  };
  const expectRefused = async (
    username: string,
    method: 'GET' | 'POST' | 'PUT' | 'PUT' | 'DELETE',
    url: string,
    statusCode: number,
    code: string,
    payload?: object,
  ) => {
    const response = await call(username, method, url, payload);
    expect(response.statusCode, response.body).toBe(statusCode);
    expect(response.json().extraData.code).toBe(code);
    return response.json();
  };
  const create = (username: string, module: string, name: string) =>
    ok<CompanyList>(username, 'POST', `/api/v1/lists/${module}`, { name });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await ingestIntoApp(t);
    const { rows } = await sql<{ muns: string; state: string }>`
      select muns, state from companies order by muns`.execute(t.db);
    texas = rows.filter((r) => r.state === 'TX').map((r) => r.muns);
    ohio = rows.find((r) => r.state === 'OH')!.muns;
    expect(texas.length).toBeGreaterThanOrEqual(2);
  }, 120_000);
  afterAll(() => t.close());

  it('should create, fill, share to read, then to edit, within the account', async () => {
    const list = await create('ent.admin', 'pc', '  Key prospects ');
    expect(list).toMatchObject({
      name: 'Key prospects',
      module: 'pc',
      access: 'owner',
      companies: 0,
      shares: [],
      owner: { username: 'ent.admin' },
    });
    const url = `/api/v1/lists/pc/${list.id}`;
    expect(
      await ok('ent.admin', 'POST', `${url}/companies`, {
        muns: [texas[0], ohio],
      }),
    ).toEqual({ added: 2, already: 0 });
    expect(
      await ok('ent.admin', 'POST', `${url}/companies`, {
        muns: [ohio, texas[1]],
      }),
    ).toEqual({ added: 1, already: 1 });

    // Not shared yet: the colleague does not see it at all.
    await expectRefused(
      'ent.group',
      'GET',
      `${url}/companies`,
      404,
      'COMPANY_LIST_NOT_FOUND',
    );
    const group = await idOf('ent.group');
    const shared = await ok<CompanyList>('ent.admin', 'PUT', `${url}/shares`, {
      shares: [{ user_id: group, access: 'read' }],
    });
    expect(shared.shares).toEqual([
      expect.objectContaining({
        id: group,
        username: 'ent.group',
        access: 'read',
      }),
    ]);

    const seen = await ok<{ lists: CompanyList[] }>(
      'ent.group',
      'GET',
      '/api/v1/lists/pc',
    );
    expect(seen.lists).toEqual([
      expect.objectContaining({ id: list.id, access: 'read', companies: 3 }),
    ]);
    const page = await ok<CompanyListPage>(
      'ent.group',
      'GET',
      `${url}/companies`,
    );
    expect(page.count).toBe(3);
    expect(page.companies.map((c) => c.muns).sort()).toEqual(
      [texas[0], texas[1], ohio].sort(),
    );
    expect(page.companies[0]!.added_by).not.toBeNull();

    // A reader may not change it; the owner alone renames, shares, deletes.
    await expectRefused(
      'ent.group',
      'POST',
      `${url}/companies`,
      403,
      'COMPANY_LIST_READ_ONLY',
      { muns: [texas[0]] },
    );
    await expectRefused(
      'ent.group',
      'DELETE',
      `${url}/companies/${ohio}`,
      403,
      'COMPANY_LIST_READ_ONLY',
    );
    await ok('ent.admin', 'PUT', `${url}/shares`, {
      shares: [{ user_id: group, access: 'edit' }],
    });
    await ok('ent.group', 'DELETE', `${url}/companies/${ohio}`);
    await expectRefused(
      'ent.group',
      'DELETE',
      `${url}/companies/${ohio}`,
      404,
      'COMPANY_LIST_COMPANY_NOT_FOUND',
    );
    expect(
      await ok('ent.group', 'POST', `${url}/companies`, { muns: [ohio] }),
    ).toEqual({ added: 1, already: 0 });
    await expectRefused(
      'ent.group',
      'PUT',
      url,
      403,
      'COMPANY_LIST_OWNER_ONLY',
      { name: 'Mine' },
    );
    await expectRefused(
      'ent.group',
      'PUT',
      `${url}/shares`,
      403,
      'COMPANY_LIST_OWNER_ONLY',
      { shares: [] },
    );
    await expectRefused(
      'ent.group',
      'DELETE',
      url,
      403,
      'COMPANY_LIST_OWNER_ONLY',
    );
  });

  it('should answer 404 to another account, and never share across accounts', async () => {
    const list = await create('ent.admin', 'pc', 'Board only');
    const url = `/api/v1/lists/pc/${list.id}`;
    for (const [method, path, body] of [
      ['GET', `${url}/companies`, undefined],
      ['PUT', url, { name: 'Taken over' }],
      ['DELETE', url, undefined],
      ['POST', `${url}/companies`, { muns: [ohio] }],
      ['DELETE', `${url}/companies/${ohio}`, undefined],
      ['PUT', `${url}/shares`, { shares: [] }],
    ] as const) {
      await expectRefused(
        'pc.broker',
        method,
        path,
        404,
        'COMPANY_LIST_NOT_FOUND',
        body,
      );
    }
    const theirs = await ok<{ lists: CompanyList[] }>(
      'pc.broker',
      'GET',
      '/api/v1/lists/pc',
    );
    expect(theirs.lists.map((l) => l.id)).not.toContain(list.id);

    const outsider = await idOf('pc.broker');
    const owner = await idOf('ent.admin');
    const refused = await expectRefused(
      'ent.admin',
      'PUT',
      `${url}/shares`,
      400,
      'COMPANY_LIST_SHARE_REFUSED',
      {
        shares: [
          { user_id: outsider, access: 'read' },
          { user_id: owner, access: 'edit' },
          { user_id: await idOf('ent.group'), access: 'read' },
        ],
      },
    );
    expect(refused.extraData.user_ids).toEqual([outsider, owner]);
    // Nothing changed: the refused call shared with nobody.
    const page = await ok<CompanyListPage>(
      'ent.admin',
      'GET',
      `${url}/companies`,
    );
    expect(page.list.shares).toEqual([]);
  });

  it('should keep the module: its licence, and sharers who hold it', async () => {
    const list = await create('ent.admin', 'eb', 'Benefits renewals');
    await expectRefused(
      'ent.group',
      'GET',
      '/api/v1/lists/eb',
      403,
      'FORBIDDEN',
    );
    const refused = await expectRefused(
      'ent.admin',
      'PUT',
      `/api/v1/lists/eb/${list.id}/shares`,
      400,
      'COMPANY_LIST_SHARE_REFUSED',
      { shares: [{ user_id: await idOf('ent.group'), access: 'read' }] },
    );
    expect(refused.extraData.user_ids).toHaveLength(1);
    // Whom it may be shared with: colleagues holding Benefits only.
    const colleagues = await ok<{ users: { username: string }[] }>(
      'ent.admin',
      'GET',
      '/api/v1/lists/eb/colleagues',
    );
    expect(colleagues.users.map((u) => u.username)).not.toContain('ent.group');
    expect(colleagues.users.map((u) => u.username)).not.toContain('ent.admin');
    const pcColleagues = await ok<{ users: { username: string }[] }>(
      'ent.admin',
      'GET',
      '/api/v1/lists/pc/colleagues',
    );
    expect(pcColleagues.users.map((u) => u.username)).toContain('ent.group');
    expect(pcColleagues.users.map((u) => u.username)).not.toContain(
      'pc.broker',
    );
    // The same id in the other module is another list: not found.
    await expectRefused(
      'ent.admin',
      'GET',
      `/api/v1/lists/pc/${list.id}/companies`,
      404,
      'COMPANY_LIST_NOT_FOUND',
    );
  });

  it('should name lists uniquely per owner, and refuse bad input', async () => {
    const first = await create('agency.owner', 'pc', 'Q1 calls');
    await expectRefused(
      'agency.owner',
      'POST',
      '/api/v1/lists/pc',
      409,
      'COMPANY_LIST_NAME_TAKEN',
      { name: 'q1 CALLS' },
    );
    // Another user may have a list of the same name.
    await create('agency.user', 'pc', 'Q1 calls');
    const second = await create('agency.owner', 'pc', 'Q2 calls');
    await expectRefused(
      'agency.owner',
      'PUT',
      `/api/v1/lists/pc/${second.id}`,
      409,
      'COMPANY_LIST_NAME_TAKEN',
      { name: 'Q1 Calls' },
    );
    const renamed = await ok<CompanyList>(
      'agency.owner',
      'PUT',
      `/api/v1/lists/pc/${first.id}`,
      { name: 'Q1 calls (done)' },
    );
    expect(renamed.name).toBe('Q1 calls (done)');

    await expectRefused(
      'agency.owner',
      'POST',
      '/api/v1/lists/pc',
      400,
      'VALIDATION',
      { name: '   ' },
    );
    await expectRefused(
      'agency.owner',
      'POST',
      `/api/v1/lists/pc/${first.id}/companies`,
      404,
      'COMPANY_NOT_FOUND',
      { muns: ['NOSUCH1'] },
    );
    await expectRefused(
      'agency.owner',
      'GET',
      '/api/v1/lists/pc/0/companies',
      400,
      'VALIDATION',
    );

    await ok('agency.owner', 'DELETE', `/api/v1/lists/pc/${first.id}`);
    await expectRefused(
      'agency.owner',
      'GET',
      `/api/v1/lists/pc/${first.id}/companies`,
      404,
      'COMPANY_LIST_NOT_FOUND',
    );
    const left = await ok<{ lists: CompanyList[] }>(
      'agency.owner',
      'GET',
      '/api/v1/lists/pc',
    );
    expect(left.lists.map((l) => l.name)).toEqual(['Q2 calls']);
  });

  it("should count and show only the companies of the reader's states", async () => {
    const list = await create('ent.admin', 'pc', 'Two states');
    const url = `/api/v1/lists/pc/${list.id}`;
    await ok('ent.admin', 'POST', `${url}/companies`, {
      muns: [texas[0], ohio],
    });
    await ok('ent.admin', 'PUT', `${url}/shares`, {
      shares: [{ user_id: await idOf('ent.group'), access: 'edit' }],
    });
    // The colleague's plan now covers Texas only.
    await t.db
      .updateTable('users')
      .set({ products: JSON.stringify({ PC: 'TX' }) })
      .where('username', '=', 'ent.group')
      .execute();
    const page = await ok<CompanyListPage>(
      'ent.group',
      'GET',
      `${url}/companies`,
    );
    expect(page.count).toBe(1);
    expect(page.companies.map((c) => c.muns)).toEqual([texas[0]]);
    // Nor may they add a company outside it.
    await expectRefused(
      'ent.group',
      'POST',
      `${url}/companies`,
      403,
      'COMPANY_OUTSIDE_STATES',
      { muns: [ohio] },
    );
    const owner = await ok<CompanyListPage>(
      'ent.admin',
      'GET',
      `${url}/companies`,
    );
    expect(owner.count).toBe(2);
  });
});
