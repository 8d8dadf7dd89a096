import {
  USAGE_MODULE_NAMES,
  type ActivityReport,
  type GroupSummary,
  type UsageReport,
} from '@edge/contracts';
import { stringify } from 'csv-stringify/sync';

// A cell a spreadsheet would run as a formula is written as text, with a
// leading apostrophe, as spreadsheets themselves do.
const FORMULA_START = /^[=+\-@\t\r]/;
const text = (value: string) =>
  FORMULA_START.test(value) ? `'${value}` : value;

// A byte-order mark, so Excel reads the file as UTF-8.
const csvOf = (rows: (string | number)[][]) =>
  `\uFEFF${stringify(rows, { record_delimiter: '\r\n' })}`;

/** The per-user table of an activity report, in its order. */
export function activityReportCsv(report: ActivityReport): string {
  return csvOf([
    [
      'User name',
      'Name',
      'Sign-ins',
      'Searches',
      'Company views',
      'Exports',
      'Last active',
    ],
    ...report.users.map((row) => [
      text(row.username),
      text(row.name),
      row.signIns,
      row.searches,
      row.companyViews,
      row.exports,
      row.lastActive ?? '',
    ]),
  ]);
}

/** The per-group table of the Group Reports. */
export function groupSummaryCsv(summary: GroupSummary): string {
  return csvOf([
    [
      'Group',
      'Members',
      'Active users',
      'Sign-ins',
      'Searches',
      'Company views',
      'Exports',
    ],
    ...summary.groups.map((row) => [
      text(row.name),
      row.members,
      row.activeUsers,
      row.signIns,
      row.searches,
      row.companyViews,
      row.exports,
    ]),
  ]);
}

/**
 * The Usage Report as a spreadsheet reads it: the headline figures, the
 * modules over the last 30 days and the 26 weeks, each block under its
 * own header row, a blank row between.
 */
export function usageReportCsv(usage: UsageReport): string {
  const exported = usage.exports.last24Hours.reduce((n, m) => n + m.exports, 0);
  const exportsOf = (module: string) =>
    usage.exports.last24Hours.find((m) => m.module === module)?.exports ?? 0;
  return csvOf([
    ['Usage Report', usage.today],
    ['Seats used', usage.seats.used],
    ['Seats bought', usage.seats.bought ?? 'Not limited'],
    ...usage.activeUsers.map((w) => [
      `Active users in the last ${w.days} days`,
      w.users,
    ]),
    ['Exports in the last 24 hours', exported],
    ['Export limit per user per day', usage.exports.perUserDailyLimit],
    [],
    [
      'Module (last 30 days)',
      'Active users',
      'Sign-ins',
      'Searches',
      'Company views',
      'Exports',
      'Exports in the last 24 hours',
    ],
    ...usage.modules.map((row) => [
      USAGE_MODULE_NAMES[row.module] ?? row.module,
      row.activeUsers,
      row.signIns,
      row.searches,
      row.companyViews,
      row.exports,
      row.module ? exportsOf(row.module) : '',
    ]),
    [],
    ['Week starting', 'Active users', 'Searches', 'Exports'],
    ...usage.trend.map((w) => [w.week, w.activeUsers, w.searches, w.exports]),
  ]);
}

/** The download's file name: what it is and its days. */
export function activityCsvName(
  report: string,
  range: { from: string; to: string },
): string {
  return `${report}-${range.from}-to-${range.to}.csv`;
}
