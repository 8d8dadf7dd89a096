import {
  filingsReportSchema,
  planHistoryReportSchema,
  plansReportSchema,
  retirementSummaryReportSchema,
  welfareSummaryReportSchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  retirementSummaryReport,
  welfareSummaryReport,
} from './benefit-summaries.service';
import { addReport } from './company-report-route';
import { filingsReport, planHistoryReport } from './plan-history.service';
import { plansReport } from './plans.service';

/** Benefits reports of the company's plans and filings. */
export const benefitPlansRoutes: FastifyPluginAsyncZod = async (app) => {
  addReport(
    app,
    'welfare-summary',
    welfareSummaryReportSchema,
    welfareSummaryReport,
  );
  addReport(
    app,
    'retirement-summary',
    retirementSummaryReportSchema,
    retirementSummaryReport,
  );
  addReport(app, 'plans', plansReportSchema, plansReport);
  addReport(app, 'plan-history', planHistoryReportSchema, planHistoryReport);
  addReport(app, 'filings', filingsReportSchema, filingsReport);
};
