import { peerBenchmarksReportSchema } from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addReport } from './company-report-route';
import { peerBenchmarksReport } from './peer-benchmarks.service';

/** Benefits: the company's plan figures against its peers'. */
export const peerBenchmarksRoutes: FastifyPluginAsyncZod = async (app) => {
  addReport(
    app,
    'peer-benchmarks',
    peerBenchmarksReportSchema,
    peerBenchmarksReport,
  );
};
