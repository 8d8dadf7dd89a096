import { oshaReportSchema, whdReportSchema } from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addReport } from './company-report-route';
import { oshaReport } from './osha.service';
import { whdReport } from './whd.service';

/** Commercial Lines compliance reports: OSHA and wage-and-hour. */
export const complianceReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  addReport(app, 'osha', oshaReportSchema, oshaReport);
  addReport(app, 'whd', whdReportSchema, whdReport);
};
