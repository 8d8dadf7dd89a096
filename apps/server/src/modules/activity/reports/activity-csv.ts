import type { ActivityReport, GroupSummary } from '@edge/contracts';
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

/** The download's file name: what it is and its days. */
export function activityCsvName(
  report: string,
  range: { from: string; to: string },
): string {
  return `${report}-${range.from}-to-${range.to}.csv`;
}
