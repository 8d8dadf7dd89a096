import { z } from 'zod';

/** The days a report range may span at most (about two years). */
export const ACTIVITY_RANGE_MAX_DAYS = 731;
/** The days a report shows when no range is given (today included). */
export const ACTIVITY_RANGE_DEFAULT_DAYS = 30;
/** The weeks of the Usage Report's trend. */
export const USAGE_TREND_WEEKS = 26;
/** The windows of the Usage Report's active-user counts, in days. */
export const USAGE_ACTIVE_WINDOWS = [7, 30, 90] as const;
/** Log entries per page of the Activity Report's log. */
export const ACTIVITY_LOG_PAGE_SIZES = [25, 50, 100] as const;
/** The longest range a report's chart shows per day (about 3 months). */
export const ACTIVITY_CHART_DAYS_MAX = 92;
/** The longest range a report's chart shows per week (a year). */
export const ACTIVITY_CHART_WEEKS_MAX = 366;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const daySchema = z
  .string()
  .regex(DAY_PATTERN, 'A date is written YYYY-MM-DD')
  .refine((day) => isCalendarDay(day), 'Not a calendar date');

// '2026-02-30' parses as a date; it is not one unless it reads back alike.
function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}

/** The day `days` after (or before) a YYYY-MM-DD day. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted. */
export function dayCount(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** The default range: the last 30 days up to `today`. */
export function defaultActivityRange(today: string): {
  from: string;
  to: string;
} {
  return { from: shiftDay(today, 1 - ACTIVITY_RANGE_DEFAULT_DAYS), to: today };
}

export const ACTIVITY_SORT_FIELDS = [
  'name',
  'username',
  'signIns',
  'searches',
  'companyViews',
  'exports',
  'lastActive',
] as const;
export const activitySortFieldSchema = z.enum(ACTIVITY_SORT_FIELDS);
export type ActivitySortField = z.infer<typeof activitySortFieldSchema>;

/**
 * Query of every activity report: a day range (UTC days, both counted;
 * default the last 30 days) and the table's order.
 */
export const activityReportQuerySchema = z
  .object({
    from: daySchema.optional(),
    to: daySchema.optional(),
    sort: activitySortFieldSchema.default('name'),
    direction: z.enum(['asc', 'desc']).default('asc'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The range starts after it ends',
    path: ['from'],
  })
  .refine(
    (q) =>
      !q.from || !q.to || dayCount(q.from, q.to) <= ACTIVITY_RANGE_MAX_DAYS,
    {
      message: `A range spans at most ${ACTIVITY_RANGE_MAX_DAYS} days`,
      path: ['from'],
    },
  );
export type ActivityReportQuery = z.input<typeof activityReportQuerySchema>;

/** The four figures every activity report counts. */
export const activityFiguresSchema = z.object({
  signIns: z.number().int(),
  searches: z.number().int(),
  companyViews: z.number().int(),
  exports: z.number().int(),
});
export type ActivityFigures = z.infer<typeof activityFiguresSchema>;

/** One user's totals over the range (zeros when they did nothing). */
export const activityUserRowSchema = activityFiguresSchema.extend({
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  /** The last day in the range with any activity, or null. */
  lastActive: z.string().nullable(),
});
export type ActivityUserRow = z.infer<typeof activityUserRowSchema>;

/** Users in a table's order, ties by name then user name (web and CSV alike). */
export function sortActivityUsers(
  rows: readonly ActivityUserRow[],
  sort: ActivitySortField,
  direction: 'asc' | 'desc',
): ActivityUserRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  const byName = (a: ActivityUserRow, b: ActivityUserRow) =>
    a.name.localeCompare(b.name) || a.username.localeCompare(b.username);
  return [...rows].sort((a, b) => {
    const x = a[sort];
    const y = b[sort];
    // Numbers by value; text and days by their letters, no day first.
    const order =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : String(x ?? '').localeCompare(String(y ?? ''));
    return sign * order || byName(a, b);
  });
}

/** What one point of a report's chart covers: a day, a week or a month. */
export const activityChartBucketSchema = z.enum(['day', 'week', 'month']);
export type ActivityChartBucket = z.infer<typeof activityChartBucketSchema>;

/**
 * A range's chart bucket: per day up to ACTIVITY_CHART_DAYS_MAX days, per
 * week (Monday to Sunday) up to ACTIVITY_CHART_WEEKS_MAX, per calendar
 * month beyond.
 */
export function activityChartBucket(
  from: string,
  to: string,
): ActivityChartBucket {
  const days = dayCount(from, to);
  if (days <= ACTIVITY_CHART_DAYS_MAX) return 'day';
  return days <= ACTIVITY_CHART_WEEKS_MAX ? 'week' : 'month';
}

/**
 * One point of the chart, totals over the report's users: `day` is the
 * first day of its bucket within the range (the range's first day for a
 * first week or month that starts before it), `activeUsers` the distinct
 * users active in the bucket's days within the range.
 */
export const activityDayRowSchema = activityFiguresSchema.extend({
  day: z.string(),
  activeUsers: z.number().int(),
});
export type ActivityDayRow = z.infer<typeof activityDayRowSchema>;

/** An activity report: per user, per day, and in all. */
export const activityReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Whose activity: the account, or one group of it. */
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  users: z.array(activityUserRowSchema),
  /** What each point of `days` covers (activityChartBucket of the range). */
  bucket: activityChartBucketSchema,
  /** The chart's points, one per bucket of the range, oldest first. */
  days: z.array(activityDayRowSchema),
  totals: activityFiguresSchema.extend({ activeUsers: z.number().int() }),
});
export type ActivityReport = z.infer<typeof activityReportSchema>;

/** GET /api/v1/admin/activity/groups: each group of the account in all. */
export const groupSummaryRowSchema = activityFiguresSchema.extend({
  groupId: z.number().int(),
  name: z.string(),
  members: z.number().int(),
  activeUsers: z.number().int(),
});
export type GroupSummaryRow = z.infer<typeof groupSummaryRowSchema>;

export const groupSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  groups: z.array(groupSummaryRowSchema),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;

export const activityGroupParamsSchema = z.object({
  groupId: z.coerce
    .number({ error: 'A group id is a positive whole number.' })
    .int()
    .positive(),
});

/** GET /api/v1/admin/activity/log: the account's entries, newest first. */
export const activityLogQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce
    .number()
    .int()
    .refine(
      (n) => (ACTIVITY_LOG_PAGE_SIZES as readonly number[]).includes(n),
      `Page size is one of ${ACTIVITY_LOG_PAGE_SIZES.join(', ')}`,
    )
    .default(25),
});

export const activityLogEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Null for internal staff, who are never identified. */
  username: z.string().nullable(),
  action: z.string(),
  module: z.string(),
  summary: z.string(),
  resultCount: z.number().int().nullable(),
});
export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>;

export const activityLogPageSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether a later page exists. */
  hasMore: z.boolean(),
  entries: z.array(activityLogEntrySchema),
});
export type ActivityLogPage = z.infer<typeof activityLogPageSchema>;

/**
 * The Usage Report's name of each module row; '' holds sign-ins, account
 * changes and companies in both of a user's modules.
 */
export const USAGE_MODULE_NAMES: Record<string, string> = {
  pc: 'Commercial Lines',
  eb: 'Employee Benefits',
  '': 'Across modules',
};

const moduleUsageSchema = activityFiguresSchema.extend({
  /** 'pc', 'eb', or '' for what belongs to no module (sign-ins). */
  module: z.string(),
  activeUsers: z.number().int(),
});

const usageWeekSchema = z.object({
  /** The Monday the week starts on. */
  week: z.string(),
  activeUsers: z.number().int(),
  searches: z.number().int(),
  exports: z.number().int(),
});

/** GET /api/v1/admin/usage: the Usage Report. */
export const usageReportSchema = z.object({
  today: z.string(),
  seats: z.object({
    /** Enabled users of the account. */
    used: z.number().int(),
    /** Seats bought; null when not limited. */
    bought: z.number().int().nullable(),
  }),
  activeUsers: z.array(
    z.object({ days: z.number().int(), users: z.number().int() }),
  ),
  exports: z.object({
    /** Exports each user may ask for in 24 hours. */
    perUserDailyLimit: z.number().int(),
    /** Exports of the account's users in the last 24 hours, per module. */
    last24Hours: z.array(
      z.object({ module: z.string(), exports: z.number().int() }),
    ),
    /** Users who reached their limit in the last 24 hours. */
    usersAtLimit: z.number().int(),
  }),
  /** Per module over the last 30 days. */
  modules: z.array(moduleUsageSchema),
  trend: z.array(usageWeekSchema),
});
export type UsageReport = z.infer<typeof usageReportSchema>;
