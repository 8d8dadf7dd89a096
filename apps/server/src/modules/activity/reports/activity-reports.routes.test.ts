import {
  shiftDay,
  type ActivityReport,
  type GroupSummary,
  type UsageReport,
} from '@edge/contracts';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../testing/each-dialect';
import { useTestApp } from '../../../testing/test-app';
import { utcToday } from './report-range';

const BASE = '/api/v1/admin/activity';
// SPEC §6 with the demo admins: who may read each report (others 403).
const ALLOWED: Record<string, string[]> = {
  [`${BASE}/report`]: ['corp.admin'],
  [`${BASE}/report/csv`]: ['corp.admin'],
  [`${BASE}/log`]: ['corp.admin'],
  [`${BASE}/generic`]: ['ent.admin', 'corp.admin'],
  [`${BASE}/generic/csv`]: ['ent.admin', 'corp.admin'],
  [`${BASE}/groups`]: ['ent.admin', 'corp.admin'],
  [`${BASE}/groups/csv`]: ['ent.admin', 'corp.admin'],
  [`${BASE}/group`]: ['ent.group'],
  [`${BASE}/group/csv`]: ['ent.group'],
  '/api/v1/admin/usage': ['ent.admin', 'ent.group'],
  '/api/v1/admin/usage/csv': ['ent.admin', 'ent.group'],
};
const DEMO_USERS = [
  'pc.broker',
  'full.broker',
  'territory.broker',
  'ent.admin',
  'ent.group',
  'corp.admin',
  'agency.owner',
  'agency.user',
  'trial.broker',
  'eb.broker',
];
// ent.group's ACTIVITY_REP_GROUP_ID names this demo group of its account.
const REP_GROUP_NAME = 'Gulf Coast Producers';
const REPORTED = ['ent.admin', 'ent.group', 'ent.idle'];

describeEachDialect('admin activity reports', (dialect) => {
  const ctx = useTestApp(dialect);
  const today = utcToday();
  const day = (n: number) => shiftDay(today, -n);
  const ids: Record<string, number> = {};
  const cookies: Record<string, string> = {};
  let meridian = 0;
  let northstar = 0;
  let northGroup = 0;
  let REP_GROUP_ID = 0;

  async function addUser(username: string, accountId: number) {
    const model = await ctx()
      .db.selectFrom('users')
      .selectAll()
      .where('username', '=', 'ent.group')
      .executeTakeFirstOrThrow();
    const { id: _id, ...rest } = model;
    const row = await ctx()
      .db.insertInto('users')
      .values({
        ...rest,
        username,
        email: `${username}@example.com`,
        first_name: 'Idle',
        last_name: 'User',
        account_id: accountId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  beforeAll(async () => {
    const { db, app } = ctx();
    const users = await db
      .selectFrom('users')
      .select(['id', 'username', 'account_id'])
      .execute();
    for (const user of users) ids[user.username] = user.id;
    meridian = users.find((u) => u.username === 'ent.admin')!.account_id;
    northstar = users.find((u) => u.username === 'corp.admin')!.account_id;
    ids['ent.idle'] = await addUser('ent.idle', meridian);
    const now = new Date().toISOString();
    REP_GROUP_ID = (
      await db
        .selectFrom('user_groups')
        .select('id')
        .where('account_id', '=', meridian)
        .where('name', '=', REP_GROUP_NAME)
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('user_group_members')
      .values({ group_id: REP_GROUP_ID, user_id: ids['ent.idle']! })
      .execute();
    northGroup = (
      await db
        .insertInto('user_groups')
        .values({ account_id: northstar, name: 'North', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

    // Hand-made activity, on days before today (today has the tests' own
    // sign-ins).
    const at = (n: number) => new Date(`${day(n)}T12:00:00Z`);
    const rec = (
      username: string,
      action:
        | 'sign_in'
        | 'search'
        | 'company_view'
        | 'export'
        | 'sign_in_failed'
        | 'favorite_add',
      n: number,
      times: number,
      module: 'pc' | 'eb' | null = 'pc',
    ) => {
      const user = users.find((u) => u.username === username)!;
      for (let i = 0; i < times; i += 1) {
        app.activity.record({
          accountId: user.account_id,
          userId: user.id,
          action,
          module: action === 'sign_in' ? null : module,
          at: at(n),
        });
      }
    };
    rec('ent.admin', 'sign_in', 3, 2);
    rec('ent.admin', 'search', 3, 3);
    rec('ent.admin', 'company_view', 3, 1);
    rec('ent.admin', 'favorite_add', 3, 4);
    rec('ent.group', 'sign_in', 1, 1);
    rec('ent.group', 'search', 1, 2, 'eb');
    rec('ent.group', 'export', 1, 1);
    rec('ent.group', 'sign_in_failed', 1, 1);
    // Outside the default 30 days.
    rec('ent.admin', 'search', 40, 5);
    // Another account's.
    rec('corp.admin', 'search', 3, 7);
    await app.activity.flush();
    for (const username of DEMO_USERS) {
      cookies[username] = await ctx().login(username);
    }
  });

  const get = (username: string, url: string) =>
    ctx().app.inject({
      method: 'GET',
      url,
      headers: { cookie: cookies[username]! },
    });

  it('should answer each report to the admins SPEC §6 allows, and 403 to everyone else', async () => {
    for (const [url, allowed] of Object.entries(ALLOWED)) {
      for (const username of DEMO_USERS) {
        const response = await get(username, url);
        expect([url, username, response.statusCode], response.body).toEqual([
          url,
          username,
          allowed.includes(username) ? 200 : 403,
        ]);
      }
    }
    const group = `${BASE}/groups/${REP_GROUP_ID}`;
    expect((await get('ent.admin', group)).statusCode).toBe(200);
    expect((await get('ent.group', group)).statusCode).toBe(403);
    expect((await get('pc.broker', `${group}/csv`)).statusCode).toBe(403);
  });

  it('should answer 404 for another account’s group', async () => {
    expect(
      (await get('ent.admin', `${BASE}/groups/${northGroup}`)).statusCode,
    ).toBe(404);
    expect(
      (await get('ent.admin', `${BASE}/groups/${northGroup}/csv`)).statusCode,
    ).toBe(404);
    expect(
      (await get('corp.admin', `${BASE}/groups/${REP_GROUP_ID}`)).statusCode,
    ).toBe(404);
    expect((await get('ent.admin', `${BASE}/groups/99999`)).statusCode).toBe(
      404,
    );
    // The admin's own group id moved to another account: 404 too.
    await ctx()
      .db.updateTable('user_groups')
      .set({ account_id: northstar })
      .where('id', '=', REP_GROUP_ID)
      .execute();
    try {
      expect((await get('ent.group', `${BASE}/group`)).statusCode).toBe(404);
    } finally {
      await ctx()
        .db.updateTable('user_groups')
        .set({ account_id: meridian })
        .where('id', '=', REP_GROUP_ID)
        .execute();
    }
  });

  it('should sum the account’s users per user and per day, the idle ones as zeros', async () => {
    const url = `${BASE}/generic?from=${day(45)}&to=${day(1)}&sort=searches&direction=desc`;
    const report = (await get('ent.admin', url)).json<ActivityReport>();
    expect(report.from).toBe(day(45));
    // The demo team has no activity in the range: zeros, after these.
    const reported = report.users.filter((u) => REPORTED.includes(u.username));
    expect(reported.map((u) => u.username)).toEqual(REPORTED);
    expect(report.users.slice(0, 2)).toEqual(reported.slice(0, 2));
    expect(reported[0]).toMatchObject({
      userId: ids['ent.admin'],
      signIns: 2,
      searches: 8,
      companyViews: 1,
      exports: 0,
      lastActive: day(3),
    });
    expect(reported[1]).toMatchObject({
      signIns: 1,
      searches: 2,
      exports: 1,
      lastActive: day(1),
    });
    expect(reported[2]).toMatchObject({
      signIns: 0,
      searches: 0,
      lastActive: null,
    });
    expect(report.days).toHaveLength(45);
    expect(report.days.find((d) => d.day === day(3))).toEqual({
      day: day(3),
      activeUsers: 1,
      signIns: 2,
      searches: 3,
      companyViews: 1,
      exports: 0,
    });
    expect(report.totals).toEqual({
      signIns: 3,
      searches: 10,
      companyViews: 1,
      exports: 1,
      activeUsers: 2,
    });

    // The default range: the last 30 days to today.
    const recent = (
      await get('ent.admin', `${BASE}/generic`)
    ).json<ActivityReport>();
    expect([recent.from, recent.to]).toEqual([day(29), today]);
    expect(recent.totals.searches).toBe(5);
  });

  it('should report the group of the Group Activity Report and of Group Reports', async () => {
    const range = `from=${day(10)}&to=${day(1)}`;
    const mine = (
      await get('ent.group', `${BASE}/group?${range}`)
    ).json<ActivityReport>();
    expect(mine.group).toEqual({ id: REP_GROUP_ID, name: REP_GROUP_NAME });
    const members = await ctx()
      .db.selectFrom('user_group_members')
      .select('user_id')
      .where('group_id', '=', REP_GROUP_ID)
      .execute();
    expect(mine.users).toHaveLength(members.length);
    expect(
      mine.users
        .filter((u) => REPORTED.includes(u.username))
        .map((u) => [u.username, u.searches]),
    ).toEqual([
      ['ent.group', 2],
      ['ent.idle', 0],
    ]);
    expect(mine.totals).toMatchObject({
      searches: 2,
      exports: 1,
      activeUsers: 1,
    });

    const summary = (
      await get('ent.admin', `${BASE}/groups?${range}`)
    ).json<GroupSummary>();
    expect(summary.groups.filter((g) => g.groupId === REP_GROUP_ID)).toEqual([
      {
        groupId: REP_GROUP_ID,
        name: REP_GROUP_NAME,
        members: members.length,
        activeUsers: 1,
        signIns: 1,
        searches: 2,
        companyViews: 0,
        exports: 1,
      },
    ]);
  });

  it('should download the table as CSV in its order', async () => {
    const url = `${BASE}/generic/csv?from=${day(45)}&to=${day(1)}&sort=name`;
    const response = await get('corp.admin', url);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="generic-activity-report-${day(45)}-to-${day(1)}.csv"`,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'User name,Name,Sign-ins,Searches,Company views,Exports,Last active',
    );
    expect(lines.find((l) => l.startsWith('corp.admin,'))).toMatch(/,0,7,0,0,/);
  });

  it('should list the account’s log entries, newest first', async () => {
    const page = (await get('corp.admin', `${BASE}/log?pageSize=25`)).json<{
      entries: { username: string | null; action: string }[];
      hasMore: boolean;
    }>();
    expect(page.entries.every((e) => e.username === 'corp.admin')).toBe(true);
    expect(page.entries.filter((e) => e.action === 'search')).toHaveLength(7);
  });

  it('should report usage: seats, active users, exports and the trend', async () => {
    await ctx()
      .db.updateTable('accounts')
      .set({ seats: 25 })
      .where('id', '=', meridian)
      .execute();
    const usage = (
      await get('ent.admin', '/api/v1/admin/usage')
    ).json<UsageReport>();
    const enabled = await ctx()
      .db.selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', meridian)
      .where('is_enabled', '=', 1)
      .executeTakeFirstOrThrow();
    expect(usage.seats).toEqual({ used: Number(enabled.n), bought: 25 });
    // ent.admin and ent.group, also signed in today by the tests.
    expect(usage.activeUsers).toEqual([
      { days: 7, users: 2 },
      { days: 30, users: 2 },
      { days: 90, users: 2 },
    ]);
    expect(usage.exports).toEqual({
      perUserDailyLimit: ctx().config.exports.perDay,
      last24Hours: [
        { module: 'pc', exports: 0 },
        { module: 'eb', exports: 0 },
      ],
      usersAtLimit: 0,
    });
    expect(usage.modules.find((m) => m.module === 'eb')).toEqual({
      module: 'eb',
      signIns: 0,
      searches: 2,
      companyViews: 0,
      exports: 0,
      activeUsers: 1,
    });
    expect(usage.trend).toHaveLength(26);
    const weeks = usage.trend.reduce((sum, w) => sum + w.searches, 0);
    expect(weeks).toBe(10);
    expect(usage.trend.at(-1)!.week <= today).toBe(true);

    const csv = await get('ent.admin', '/api/v1/admin/usage/csv');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="usage-report-${usage.today}.csv"`,
    );
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(0, 3)).toEqual([
      `Usage Report,${usage.today}`,
      `Seats used,${usage.seats.used}`,
      'Seats bought,25',
    ]);
    expect(lines).toContain('Active users in the last 30 days,2');
    expect(lines).toContain('Employee Benefits,1,0,2,0,0,0');
    const trend = lines.indexOf('Week starting,Active users,Searches,Exports');
    expect(lines.slice(trend + 1, trend + 27)).toEqual(
      usage.trend.map(
        (w) => `${w.week},${w.activeUsers},${w.searches},${w.exports}`,
      ),
    );
  });

  it('should refuse a reversed or too long range', async () => {
    expect(
      (await get('ent.admin', `${BASE}/generic?from=${day(5)}&to=${day(1)}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await get('ent.admin', `${BASE}/generic?from=${day(1)}&to=${day(5)}`))
        .statusCode,
    ).toBe(400);
    expect(
      (await get('ent.admin', `${BASE}/generic?from=${day(800)}&to=${day(1)}`))
        .statusCode,
    ).toBe(400);
    expect(
      (await get('ent.admin', `${BASE}/generic?from=2026-02-30`)).statusCode,
    ).toBe(400);
  });
});
