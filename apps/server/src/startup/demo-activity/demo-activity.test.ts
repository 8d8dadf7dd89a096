import {
  shiftDay,
  type ActivityReport,
  type ManagedAccount,
} from '@edge/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { accountIdOf, usersUrl } from '../../testing/manage-users';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEMO_TEAM, teamUsername } from '../demo-team';
import { DEMO_ACTIVITY_JOB, queueDemoActivity } from './demo-activity-queue';

// A few days keep the test quick; the start-up queues them as it would 90.
const DAYS = 8;
const COMPANIES = '200';
const TEAM = new Set(DEMO_TEAM.map(teamUsername));

describeEachDialect('the demo team’s played past', (dialect) => {
  let t: TestApp;
  let accountId: number;
  const today = new Date().toISOString().slice(0, 10);
  const first = shiftDay(today, -DAYS);

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      DEMO_COMPANIES: COMPANIES,
      DEMO_ACTIVITY_DAYS: String(DAYS),
    });
    accountId = await accountIdOf(t.db, 'ent.admin');
  }, 120_000);
  afterAll(() => t.close());

  const demoJobs = () =>
    t.db
      .selectFrom('jobs')
      .select(['status', 'payload'])
      .where('kind', '=', DEMO_ACTIVITY_JOB)
      .orderBy('id')
      .execute();

  const logOf = async () => {
    await t.app.activity.flush();
    return t.db
      .selectFrom('activity_log as l')
      .innerJoin('users as u', 'u.id', 'l.user_id')
      .select(['u.username', 'l.action', 'l.day', 'l.at'])
      .where('l.account_id', '=', accountId)
      .orderBy('l.id')
      .execute();
  };

  async function genericReport(cookie: string): Promise<ActivityReport> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/activity/generic?from=${first}&to=${today}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ActivityReport>();
  }

  it('should queue the days before today once, at the first demo seed', async () => {
    const jobs = await demoJobs();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.status).toBe('queued');
    expect(JSON.parse(jobs[0]!.payload)).toMatchObject({
      first,
      last: shiftDay(today, -1),
      day: first,
    });
    expect(await queueDemoActivity(t.db, DAYS)).toBe(false);
  });

  it('should play sign-ins, searches and company views through the API, one job a day, none today', async () => {
    await t.app.jobs.drain();
    const jobs = await demoJobs();
    expect(jobs.map((job) => job.status)).toEqual(
      Array.from({ length: DAYS }, () => 'completed'),
    );

    const log = await logOf();
    expect(log.length).toBeGreaterThan(0);
    for (const entry of log) {
      expect(TEAM.has(entry.username), entry.username).toBe(true);
      expect(entry.day >= first && entry.day < today, entry.day).toBe(true);
      expect(entry.at.slice(0, 10)).toBe(entry.day);
    }
    const actions = new Set(log.map((entry) => entry.action));
    for (const action of ['sign_in', 'search', 'company_view']) {
      expect(actions.has(action), action).toBe(true);
    }
    // Several days, not one: the clock played each day as its own.
    expect(new Set(log.map((entry) => entry.day)).size).toBeGreaterThan(2);
  });

  it('should show the played past in the reports as the log has it, with last sign-ins', async () => {
    const log = await logOf();
    const cookie = await t.login('ent.admin');
    await t.app.activity.flush();
    const report = await genericReport(cookie);
    const count = (action: string) =>
      log.filter((entry) => entry.action === action).length;
    expect(report.totals).toMatchObject({
      signIns: count('sign_in') + 1,
      searches: count('search'),
      companyViews: count('company_view'),
    });
    const todayRow = report.days.find((row) => row.day === today)!;
    // The administrator's own sign-in just now; no one of the team.
    expect(todayRow).toMatchObject({ signIns: 1, searches: 0, activeUsers: 1 });
    const team = report.users.filter((row) => TEAM.has(row.username));
    expect(team.some((row) => row.searches > 0)).toBe(true);
    for (const row of team) {
      if (row.lastActive) expect(row.lastActive < today).toBe(true);
    }

    const users = await t.app.inject({
      method: 'GET',
      url: usersUrl(accountId),
      headers: { cookie },
    });
    expect(users.statusCode, users.body).toBe(200);
    const { users: listed } = users.json<ManagedAccount>();
    const lastSignIn = new Map<string, string>();
    for (const entry of log) {
      if (entry.action === 'sign_in') lastSignIn.set(entry.username, entry.day);
    }
    expect(lastSignIn.size).toBeGreaterThan(0);
    for (const user of listed.filter((u) => TEAM.has(u.username))) {
      expect(user.last_sign_in?.slice(0, 10) ?? null, user.username).toBe(
        lastSignIn.get(user.username) ?? null,
      );
    }
  });

  it('should add nothing when the days are played again', async () => {
    const before = await logOf();
    expect(await queueDemoActivity(t.db, DAYS)).toBe(false);
    // Even with its jobs gone, a played day is not played twice.
    await t.db
      .deleteFrom('jobs')
      .where('kind', '=', DEMO_ACTIVITY_JOB)
      .execute();
    expect(await queueDemoActivity(t.db, DAYS)).toBe(true);
    await t.app.jobs.drain();
    expect(await logOf()).toEqual(before);
    expect((await demoJobs()).map((job) => job.status)).toEqual(
      Array.from({ length: DAYS }, () => 'completed'),
    );
  });
});
