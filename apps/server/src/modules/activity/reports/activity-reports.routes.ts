import {
  activityGroupParamsSchema,
  activityLogPageSchema,
  activityLogQuerySchema,
  activityReportQuerySchema,
  activityReportSchema,
  groupSummarySchema,
  usageReportSchema,
  type ActivityReport,
  type GroupSummary,
} from '@edge/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/error-responses';
import { NotFoundError } from '../../../shared/errors';
import { requireAdminEntry, type AdminCaller } from '../../auth/index';
import {
  activityCsvName,
  activityReportCsv,
  groupSummaryCsv,
  usageReportCsv,
} from './activity-csv';
import { activityLog } from './activity-log.service';
import {
  activityReport,
  groupActivityReport,
  groupSummary,
} from './activity-report.service';
import { reportRange } from './report-range';
import { usageReport } from './usage-report.service';

const tags = ['admin reports'];
const USER = { access: 'user' as const };
const BASE = '/api/v1/admin/activity';
const CSV_RESPONSE = {
  200: z.string().describe('CSV file, one row per line of the table'),
  ...errorResponses(400, 401, 403, 404),
};

type Query = z.output<typeof activityReportQuerySchema>;
// The Group Activity Report's group is the user's, not one they chose.
const GROUP_GONE =
  'Your report group is not one of your account’s groups. Ask your account administrator to set it up.';

function sendCsv(reply: FastifyReply, fileName: string, body: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

/**
 * The Admin menu's activity reports and Usage Report (SPEC §6): each
 * checks its entry with the menu's own rule (403 otherwise) and reads the
 * caller's own account only (another account's group: 404).
 */
export const activityReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const accountOf = (caller: AdminCaller) => caller.user.account_id;

  // A JSON report and its CSV twin at `${path}/csv`.
  function reportPair<P extends z.ZodType>(options: {
    path: string;
    name: string;
    description: string;
    params?: P;
    build: (
      request: FastifyRequest,
      query: Query,
    ) => Promise<{ report: ActivityReport | GroupSummary; csv: string }>;
    schema: z.ZodType;
  }) {
    const schema = {
      tags,
      description: options.description,
      querystring: activityReportQuerySchema,
      ...(options.params ? { params: options.params } : {}),
    };
    app.get(
      `${BASE}${options.path}`,
      {
        config: USER,
        schema: {
          ...schema,
          response: {
            200: options.schema,
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request) =>
        (await options.build(request, request.query as Query)).report,
    );
    app.get(
      `${BASE}${options.path}/csv`,
      { config: USER, schema: { ...schema, response: CSV_RESPONSE } },
      async (request, reply) => {
        const query = request.query as Query;
        const { report, csv } = await options.build(request, query);
        return sendCsv(reply, activityCsvName(options.name, report), csv);
      },
    );
  }

  const accountReport =
    (entry: 'activityReport' | 'genericActivityReport') =>
    async (request: FastifyRequest, query: Query) => {
      const caller = await requireAdminEntry(db, request, entry);
      const report = await activityReport(
        db,
        { accountId: accountOf(caller) },
        reportRange(query),
        query,
      );
      return { report, csv: activityReportCsv(report) };
    };

  reportPair({
    path: '/report',
    name: 'activity-report',
    description:
      'Activity Report: per user and per day sign-ins, searches, company views and exports of every user of the account, over a range (default the last 30 days).',
    schema: activityReportSchema,
    build: accountReport('activityReport'),
  });
  reportPair({
    path: '/generic',
    name: 'generic-activity-report',
    description:
      'Generic Activity Report: every user of the account, per user and per day, over a range (default the last 30 days).',
    schema: activityReportSchema,
    build: accountReport('genericActivityReport'),
  });
  reportPair({
    path: '/group',
    name: 'group-activity-report',
    description:
      'Group Activity Report: the users of the caller’s ACTIVITY_REP_GROUP_ID group. 404 when that group is not one of the account’s.',
    schema: activityReportSchema,
    build: async (request, query) => {
      const caller = await requireAdminEntry(
        db,
        request,
        'groupActivityReport',
      );
      const groupId = Number(caller.access.groupActivityReport);
      if (!Number.isInteger(groupId) || groupId <= 0) {
        throw new NotFoundError(GROUP_GONE);
      }
      const report = await groupActivityReport(
        db,
        accountOf(caller),
        groupId,
        reportRange(query),
        query,
      ).catch((error: unknown) => {
        throw error instanceof NotFoundError
          ? new NotFoundError(GROUP_GONE)
          : error;
      });
      return { report, csv: activityReportCsv(report) };
    },
  });
  reportPair({
    path: '/groups',
    name: 'group-reports',
    description:
      'Group Reports: each group of the account with its members’ activity in all, over a range.',
    schema: groupSummarySchema,
    build: async (request, query) => {
      const caller = await requireAdminEntry(db, request, 'groupReports');
      const report = await groupSummary(
        db,
        accountOf(caller),
        reportRange(query),
      );
      return { report, csv: groupSummaryCsv(report) };
    },
  });
  reportPair({
    path: '/groups/:groupId',
    name: 'group-report',
    description:
      'Group Reports: the users of one group of the account. Another account’s group is 404.',
    params: activityGroupParamsSchema,
    schema: activityReportSchema,
    build: async (request, query) => {
      const caller = await requireAdminEntry(db, request, 'groupReports');
      const { groupId } = activityGroupParamsSchema.parse(request.params);
      const report = await groupActivityReport(
        db,
        accountOf(caller),
        groupId,
        reportRange(query),
        query,
      );
      return { report, csv: activityReportCsv(report) };
    },
  });

  app.get(
    `${BASE}/log`,
    {
      config: USER,
      schema: {
        tags,
        description:
          'Activity Report: the account’s log entries (who did what, when), newest first, paged.',
        querystring: activityLogQuerySchema,
        response: {
          200: activityLogPageSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const caller = await requireAdminEntry(db, request, 'activityReport');
      const { page, pageSize } = request.query;
      return activityLog(db, accountOf(caller), page, pageSize);
    },
  );

  app.get(
    '/api/v1/admin/usage',
    {
      config: USER,
      schema: {
        tags,
        description:
          'Usage Report: seats used of seats bought, active users in the last 7, 30 and 90 days, exports of the last 24 hours against the per-user limit, activity per module over 30 days, and a 26-week trend.',
        response: { 200: usageReportSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const caller = await requireAdminEntry(db, request, 'usageReport');
      return usageReport(db, accountOf(caller), app.config.exports.perDay);
    },
  );

  app.get(
    '/api/v1/admin/usage/csv',
    {
      config: USER,
      schema: {
        tags,
        description:
          'The Usage Report as CSV: headline figures, modules over 30 days, the 26 weeks.',
        response: CSV_RESPONSE,
      },
    },
    async (request, reply) => {
      const caller = await requireAdminEntry(db, request, 'usageReport');
      const usage = await usageReport(
        db,
        accountOf(caller),
        app.config.exports.perDay,
      );
      return sendCsv(
        reply,
        `usage-report-${usage.today}.csv`,
        usageReportCsv(usage),
      );
    },
  );
};
