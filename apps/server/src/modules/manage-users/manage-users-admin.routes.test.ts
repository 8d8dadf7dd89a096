import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { accountIdOf, activityOf, usersUrl } from '../../testing/manage-users';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { demoUserId } from '../../testing/test-db';

// Administrator rights given and taken in Manage Users (SPEC §6): never
// one's own, and a grant and a removal leave the user as they were.
describeEachDialect('Manage Users administrator rights', (dialect) => {
  let t: TestApp;
  let meridian = 0;
  let admin = '';
  beforeAll(async () => {
    t = await createTestApp(dialect);
    meridian = await accountIdOf(t.db, 'ent.admin');
    admin = await t.login('ent.admin');
  });
  afterAll(() => t.close());

  const post = (cookie: string, userId: number, action: string) =>
    t.app.inject({
      method: 'POST',
      url: usersUrl(meridian, `/${userId}/${action}`),
      headers: { cookie },
    });
  const usersList = (cookie: string) =>
    t.app.inject({ url: usersUrl(meridian), headers: { cookie } });
  const rightsOf = (username: string) =>
    t.db
      .selectFrom('users')
      .select(['role', 'acls'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();

  it('should make a user an administrator, who then manages users and reads the reports', async () => {
    const carla = await demoUserId(t.db, 'carla.nguyen');
    const before = await t.login('carla.nguyen');
    expect((await usersList(before)).statusCode).toBe(403);
    const made = await post(admin, carla, 'admin-grant');
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({
      username: 'carla.nguyen',
      is_admin: true,
    });
    // The rights hold from the user's very next request.
    expect((await usersList(before)).statusCode).toBe(200);
    const report = await t.app.inject({
      url: '/api/v1/admin/activity/generic',
      headers: { cookie: before },
    });
    expect(report.statusCode).toBe(200);
  });

  it('should refuse to change one’s own rights', async () => {
    const self = await demoUserId(t.db, 'ent.admin');
    expectAppError(await post(admin, self, 'admin-revoke'), {
      statusCode: 400,
      message:
        'You cannot change your own administrator rights. Ask another administrator.',
      extraData: { code: 'OWN_ADMIN_RIGHTS' },
      method: 'POST',
      path: usersUrl(meridian, `/${self}/admin-revoke`),
    });
  });

  it('should take the rights of another administrator, whose next request is refused', async () => {
    const carla = await demoUserId(t.db, 'carla.nguyen');
    const taken = await post(admin, carla, 'admin-revoke');
    expect(taken.json()).toMatchObject({ is_admin: false });
    const session = await t.login('carla.nguyen');
    expect((await usersList(session)).statusCode).toBe(403);
    // Back as before the grant: a broker without rights.
    const rights = await rightsOf('carla.nguyen');
    expect(rights.role).toBe('0');
    expect(JSON.parse(rights.acls).PC).toMatchObject({
      ENTERPERISE_ACC_ADMIN: '0',
      ACTIVITY_REP_ALL: '0',
    });
  });

  it('should leave a group administrator as they were after a grant and a removal', async () => {
    const group = await demoUserId(t.db, 'ent.group');
    const before = await rightsOf('ent.group');
    expect((await post(admin, group, 'admin-grant')).json().is_admin).toBe(
      true,
    );
    expect((await post(admin, group, 'admin-revoke')).json().is_admin).toBe(
      false,
    );
    const after = await rightsOf('ent.group');
    expect(after.role).toBe(before.role);
    const pc = JSON.parse(after.acls).PC;
    expect(pc).toMatchObject({
      ACTIVITY_REP_GROUP: '1',
      ACTIVITY_REP_ALL: '0',
      ENTERPERISE_ACC_ADMIN: '0',
    });
    expect(pc.ACTIVITY_REP_GROUP_ID).toBe(
      JSON.parse(before.acls).PC.ACTIVITY_REP_GROUP_ID,
    );
  });

  it('should answer 404 for a user of another account', async () => {
    const other = await demoUserId(t.db, 'corp.admin');
    const answer = await post(admin, other, 'admin-grant');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().extraData.code).toBe('USER_NOT_FOUND');
  });

  it('should record each change in the activity log', async () => {
    const log = await activityOf(t.app, t.db, meridian);
    expect(
      log
        .filter((a) => a.action === 'user_access_change')
        .map((a) => a.summary),
    ).toEqual([
      'Made carla.nguyen an administrator',
      'Took the administrator rights of carla.nguyen',
      'Made ent.group an administrator',
      'Took the administrator rights of ent.group',
    ]);
  });
});
