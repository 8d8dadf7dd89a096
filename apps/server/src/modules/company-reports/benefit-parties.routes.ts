import {
  brokersReportSchema,
  carriersReportSchema,
  providersReportSchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addReport } from './company-report-route';
import { providersReport } from './providers.service';
import { brokersReport, carriersReport } from './top-parties.service';

/** Benefits reports of the parties paid by the plans. */
export const benefitPartiesRoutes: FastifyPluginAsyncZod = async (app) => {
  addReport(app, 'providers', providersReportSchema, providersReport);
  addReport(app, 'carriers', carriersReportSchema, carriersReport);
  addReport(app, 'brokers', brokersReportSchema, brokersReport);
};
