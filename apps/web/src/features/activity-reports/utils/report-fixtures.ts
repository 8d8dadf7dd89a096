import type { ActivityReport, UsageReport } from '@edge/contracts';

const ZERO = { signIns: 0, searches: 0, companyViews: 0, exports: 0 };

/** A three-day report of three users (web tests). */
export function activityReportFixture(
  overrides: Partial<ActivityReport> = {},
): ActivityReport {
  return {
    from: '2026-11-25',
    to: '2026-11-27',
    group: null,
    users: [
      {
        userId: 1,
        username: 'ann.lee',
        name: 'Ann Lee',
        signIns: 3,
        searches: 2,
        companyViews: 5,
        exports: 1,
        lastActive: '2026-11-27',
      },
      {
        userId: 2,
        username: 'bob.ray',
        name: 'Bob Ray',
        signIns: 1,
        searches: 9,
        companyViews: 0,
        exports: 0,
        lastActive: '2026-11-25',
      },
      {
        userId: 3,
        username: 'cy.idle',
        name: 'Cy Idle',
        ...ZERO,
        lastActive: null,
      },
    ],
    bucket: 'day',
    days: [
      {
        day: '2026-11-25',
        activeUsers: 1,
        signIns: 1,
        searches: 9,
        companyViews: 0,
        exports: 0,
      },
      { day: '2026-11-26', activeUsers: 0, ...ZERO },
      {
        day: '2026-11-27',
        activeUsers: 1,
        signIns: 3,
        searches: 2,
        companyViews: 5,
        exports: 1,
      },
    ],
    totals: {
      activeUsers: 2,
      signIns: 4,
      searches: 11,
      companyViews: 5,
      exports: 1,
    },
    ...overrides,
  };
}

/** A Usage Report of a small account (web tests). */
export function usageReportFixture(): UsageReport {
  return {
    today: '2026-11-27',
    seats: { used: 3, bought: 25 },
    activeUsers: [
      { days: 7, users: 2 },
      { days: 30, users: 3 },
      { days: 90, users: 3 },
    ],
    exports: {
      perUserDailyLimit: 20,
      last24Hours: [
        { module: 'pc', exports: 4 },
        { module: 'eb', exports: 1 },
      ],
      usersAtLimit: 0,
    },
    modules: [
      { module: '', activeUsers: 3, ...ZERO, signIns: 12 },
      { module: 'pc', activeUsers: 2, ...ZERO, searches: 40, exports: 6 },
    ],
    trend: Array.from({ length: 26 }, (_, i) => ({
      week: new Date(Date.UTC(2026, 5, 1 + 7 * i)).toISOString().slice(0, 10),
      activeUsers: i % 3,
      searches: i,
      exports: i % 2,
    })),
  };
}
