import {
  opportunityParamsSchema,
  opportunityScoreSchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { localDate } from '../alerts/index';
import { requireCompany } from '../companies/index';
import { opportunityScoresJob } from './opportunity-scores-job';
import { opportunityScore } from './opportunity.service';

const SCHEMA = {
  tags: ['company reports'],
  description:
    "The company's opportunity score in the module, 0 to 100, with the reasons that gave points (most first) and the factors that gave none, each in a sentence: the renewal date, carrier and broker changes, the incumbent broker's book and the peers' premium and commission (Benefits); the workers' comp renewal and carrier changes, OSHA violations, wage-and-hour cases, the fleet and its MCS-150 date (Commercial). Only companies of the module's permitted states.",
  params: opportunityParamsSchema,
  response: {
    200: opportunityScoreSchema,
    ...errorResponses(400, 401, 403, 404),
  },
};

/** A company's opportunity score, per module, and the daily scoring run. */
export const opportunityRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(opportunityScoresJob);
  app.get(
    '/api/v1/companies/:muns/opportunity/:module',
    { config: { access: 'user' as const }, schema: SCHEMA },
    async (request) => {
      const { muns, module } = request.params;
      const user = currentUser(request);
      const company = await requireCompany(app.db, user, muns, module);
      return opportunityScore(app.db, company, module, localDate(new Date()));
    },
  );
};
