import {
  dotReportSchema,
  fullPropertyReportSchema,
  hazardsReportSchema,
  propertyReportSchema,
  workersCompReportSchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addReport } from './company-report-route';
import { dotReport } from './dot.service';
import { hazardsReport } from './hazards.service';
import { fullPropertyReport, propertyReport } from './property.service';
import { workersCompReport } from './workers-comp.service';

/** Commercial Lines reports: property, hazards, DOT, workers' comp. */
export const commercialReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  addReport(app, 'property', propertyReportSchema, propertyReport);
  addReport(app, 'full-property', fullPropertyReportSchema, fullPropertyReport);
  addReport(app, 'hazards', hazardsReportSchema, hazardsReport);
  addReport(app, 'dot', dotReportSchema, dotReport);
  addReport(app, 'workers-comp', workersCompReportSchema, (db, company) =>
    workersCompReport(db, company),
  );
};
