import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import {
  accountIdOf,
  activityOf,
  groupsUrl,
  usersUrl,
} from '../../testing/manage-users';
import { useTestApp } from '../../testing/test-app';
import { demoUserId } from '../../testing/test-db';

describeEachDialect('Manage Users groups', (dialect) => {
  const ctx = useTestApp(dialect);
  let meridian = 0;
  let cookie = '';
  beforeAll(async () => {
    meridian = await accountIdOf(ctx().db, 'ent.admin');
    cookie = await ctx().login('ent.admin');
  });
  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx().app.inject({ method, url, payload, headers: { cookie } });
  const groups = async () =>
    (
      await ctx().app.inject({ url: usersUrl(meridian), headers: { cookie } })
    ).json().groups as { id: number; name: string; member_ids: number[] }[];

  it('should create, rename, fill, empty and delete a group', async () => {
    const created = await send('POST', groupsUrl(meridian), {
      name: '  Key Accounts ',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toEqual({
      id,
      name: 'Key Accounts',
      member_ids: [],
    });
    const renamed = await send('PUT', groupsUrl(meridian, `/${id}`), {
      name: 'Key Clients',
    });
    expect(renamed.json().name).toBe('Key Clients');
    const grace = await demoUserId(ctx().db, 'grace.liu');
    const added = await send(
      'PUT',
      groupsUrl(meridian, `/${id}/members/${grace}`),
    );
    expect(added.json().member_ids).toEqual([grace]);
    // Adding twice changes nothing.
    await send('PUT', groupsUrl(meridian, `/${id}/members/${grace}`));
    const listed = (await groups()).find((g) => g.id === id);
    expect(listed).toEqual({ id, name: 'Key Clients', member_ids: [grace] });
    const removed = await send(
      'DELETE',
      groupsUrl(meridian, `/${id}/members/${grace}`),
    );
    expect(removed.json().member_ids).toEqual([]);
    await send('PUT', groupsUrl(meridian, `/${id}/members/${grace}`));
    const deleted = await send('DELETE', groupsUrl(meridian, `/${id}`));
    expect(deleted.statusCode).toBe(204);
    expect((await groups()).map((g) => g.id)).not.toContain(id);
    const memberships = await ctx()
      .db.selectFrom('user_group_members')
      .selectAll()
      .where('group_id', '=', id)
      .execute();
    expect(memberships).toEqual([]);
    expect(
      (await send('DELETE', groupsUrl(meridian, `/${id}`))).statusCode,
    ).toBe(404);
  });

  it('should refuse a blank or taken group name, naming the field', async () => {
    const blank = await send('POST', groupsUrl(meridian), { name: '   ' });
    expect(blank.json().extraData.fields).toEqual({
      name: 'Enter a group name.',
    });
    const taken = await send('POST', groupsUrl(meridian), {
      name: 'Gulf Coast Producers',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().extraData.fields).toEqual({
      name: 'A group of this name already exists.',
    });
    const [first, second] = await groups();
    const rename = await send('PUT', groupsUrl(meridian, `/${second!.id}`), {
      name: first!.name,
    });
    expect(rename.json().extraData.fields.name).toBe(
      'A group of this name already exists.',
    );
  });

  it('should refuse to delete the group a group administrator reports on', async () => {
    const user = await ctx()
      .db.selectFrom('users')
      .select('acls')
      .where('username', '=', 'ent.group')
      .executeTakeFirstOrThrow();
    const id = Number(JSON.parse(user.acls).PC.ACTIVITY_REP_GROUP_ID);
    expect((await groups()).map((g) => g.id)).toContain(id);
    const refused = await send('DELETE', groupsUrl(meridian, `/${id}`));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message:
        'This group is the Group Activity Report of a group administrator, so it cannot be deleted. Rename it or change its members instead.',
      extraData: { code: 'GROUP_REPORTED', usernames: ['ent.group'] },
    });
    expect((await groups()).map((g) => g.id)).toContain(id);
  });

  it('should record every group change, naming the group and user', async () => {
    const log = (await activityOf(ctx().app, ctx().db, meridian)).filter((a) =>
      a.action.startsWith('group_'),
    );
    expect(log.map((a) => [a.action, a.summary])).toEqual([
      ['group_create', 'Created the group Key Accounts'],
      ['group_change', 'Renamed the group Key Accounts to Key Clients'],
      ['group_change', 'Added grace.liu to the group Key Clients'],
      ['group_change', 'Took grace.liu out of the group Key Clients'],
      ['group_change', 'Added grace.liu to the group Key Clients'],
      ['group_delete', 'Deleted the group Key Clients'],
    ]);
  });
});
