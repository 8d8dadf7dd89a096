import { ERROR_TEXTS } from '@edge/contracts';
import { beforeAll, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import {
  accountIdOf,
  groupsUrl,
  inviteBody,
  usersUrl,
} from '../../testing/manage-users';
import { useTestApp } from '../../testing/test-app';

describeEachDialect('Manage Users access', (dialect) => {
  const ctx = useTestApp(dialect);
  let meridian = 0;
  let northstar = 0;
  let adminCookie = '';
  beforeAll(async () => {
    meridian = await accountIdOf(ctx().db, 'ent.admin');
    northstar = await accountIdOf(ctx().db, 'corp.admin');
    adminCookie = await ctx().login('ent.admin');
  });
  const asAdmin = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    ctx().app.inject({
      method,
      url,
      payload,
      headers: { cookie: adminCookie },
    });

  it('should list the demo team, its groups, seats and products for ent.admin', async () => {
    const response = await asAdmin('GET', usersUrl(meridian));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      account_id: meridian,
      account_name: 'Meridian Enterprise Insurance Services',
      seats: 25,
      seats_used: 20,
      products: { PC: 'All States', 'H-W': 'All States' },
    });
    expect(body.users).toHaveLength(20);
    expect(body.groups.map((g: { name: string }) => g.name)).toEqual([
      'Gulf Coast Producers',
      'Midwest Benefits Team',
    ]);
    const admin = body.users.find(
      (u: { username: string }) => u.username === 'ent.admin',
    );
    expect(admin).toMatchObject({ is_admin: true, is_enabled: true });
    expect(admin.last_sign_in).toMatch(/^\d{4}-\d\d-\d\dT/);
    const group = body.users.find(
      (u: { username: string }) => u.username === 'ent.group',
    );
    expect(group).toMatchObject({
      is_admin: false,
      group_ids: [body.groups[0].id],
    });
    expect(body.groups[0].member_ids).toContain(group.id);
  });

  it("should point ent.group's group report at its group's real id", async () => {
    const list = (await asAdmin('GET', usersUrl(meridian))).json();
    const data = await ctx().injectAs('ent.group', {
      url: '/api/v1/auth/data',
    });
    expect(data.json().PC_acl.ACTIVITY_REP_GROUP_ID).toBe(
      String(list.groups[0].id),
    );
  });

  it.each(['ent.group', 'corp.admin', 'agency.owner', 'pc.broker'])(
    'should answer 403 to %s',
    async (username) => {
      const own = await accountIdOf(ctx().db, username);
      const url = usersUrl(own);
      expectAppError(await ctx().injectAs(username, { url }), {
        statusCode: 403,
        message: ERROR_TEXTS.FORBIDDEN,
        extraData: { code: 'FORBIDDEN' },
        method: 'GET',
        path: url,
      });
      const create = await ctx().injectAs(username, {
        method: 'POST',
        url: groupsUrl(own),
        payload: { name: 'Not mine' },
      });
      expect(create.statusCode).toBe(403);
    },
  );

  it('should answer 401 without a session', async () => {
    const response = await ctx().app.inject({ url: usersUrl(meridian) });
    expect(response.statusCode).toBe(401);
  });

  it("should answer 404 for another account's id, user or group", async () => {
    const notFound = (
      path: string,
      message: string,
      code: string,
      method = 'GET',
    ) => ({
      statusCode: 404,
      message,
      extraData: { code },
      method,
      path,
    });
    const other = usersUrl(northstar);
    expectAppError(
      await asAdmin('GET', other),
      notFound(other, 'That account could not be found.', 'ACCOUNT_NOT_FOUND'),
    );
    const invite = await asAdmin('POST', other, inviteBody('wrong.account'));
    expect(invite.statusCode).toBe(404);
    const corpAdmin = await ctx()
      .db.selectFrom('users')
      .select('id')
      .where('username', '=', 'corp.admin')
      .executeTakeFirstOrThrow();
    const disable = usersUrl(meridian, `/${corpAdmin.id}/disable`);
    expectAppError(
      await asAdmin('POST', disable),
      notFound(
        disable,
        'That user could not be found in this account.',
        'USER_NOT_FOUND',
        'POST',
      ),
    );
    const foreignGroup = await ctx()
      .db.insertInto('user_groups')
      .values({
        account_id: northstar,
        name: 'Northstar team',
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rename = groupsUrl(meridian, `/${foreignGroup.id}`);
    expectAppError(
      await asAdmin('PUT', rename, { name: 'Taken over' }),
      notFound(
        rename,
        'That group could not be found in this account.',
        'GROUP_NOT_FOUND',
        'PUT',
      ),
    );
    const own = (await asAdmin('GET', usersUrl(meridian))).json();
    const member = groupsUrl(
      meridian,
      `/${own.groups[0].id}/members/${corpAdmin.id}`,
    );
    expect((await asAdmin('PUT', member)).statusCode).toBe(404);
  });
});
