import {
  amsMarksRequestSchema,
  amsMarksResponseSchema,
  companyParamsSchema,
  duplicateAccountsReportSchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import {
  findCompanies,
  modulesForState,
  requireCompany,
} from '../companies/index';
import { amsMarksOf } from './ams-marks.service';
import { duplicateAccountsOf } from './duplicate-accounts.service';
import { partnerErrorResponses } from './partner.errors';
import { partnerApiOf, type PartnerRouteDeps } from './partner-request';

const USER = { access: 'user' as const };

/** The duplicate-accounts report and the results' 'In your AMS' marks. */
export const partnerReportsRoutes: FastifyPluginAsyncZod<
  PartnerRouteDeps
> = async (app, deps) => {
  app.get(
    '/api/v1/companies/:muns/reports/duplicate-accounts',
    {
      config: USER,
      schema: {
        tags: ['company reports'],
        description:
          "The agency's AMS accounts that are this company (partner-platform users; 403 NO_AMS when the agency's licence lacks has_ams): why each matched (msid, name in the same state, street line in the same ZIP code or city, phone), its owner and its contacts. The company must be one the user may see, as for every report.",
        params: companyParamsSchema,
        response: {
          200: duplicateAccountsReportSchema,
          ...partnerErrorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const api = await partnerApiOf(deps, request);
      const user = currentUser(request);
      const company = await requireCompany(
        deps.db,
        user,
        request.params.muns,
        'any',
      );
      return duplicateAccountsOf(api, company);
    },
  );

  app.post(
    '/api/v1/partner/ams-marks',
    {
      config: USER,
      schema: {
        tags: ['partner'],
        description:
          "Which of up to 100 companies (a results page) the agency's AMS holds, by the duplicate-accounts report's rules, asked of the partner in a few calls. Companies the user may not see are never marked.",
        body: amsMarksRequestSchema,
        response: {
          200: amsMarksResponseSchema,
          ...partnerErrorResponses(400),
        },
      },
    },
    async (request) => {
      const api = await partnerApiOf(deps, request);
      const user = currentUser(request);
      const companies = await findCompanies(deps.db, request.body.muns);
      const visible = companies.filter(
        (c) => modulesForState(user, c.state).length > 0,
      );
      const marked = new Set(await amsMarksOf(api, visible));
      return { in_ams: request.body.muns.filter((muns) => marked.has(muns)) };
    },
  );
};
