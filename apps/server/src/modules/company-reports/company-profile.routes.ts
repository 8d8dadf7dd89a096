import {
  companyParamsSchema,
  companyProfileSchema,
  contactsReportSchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { addReport, COMPANY_ERRORS, TAGS } from './company-report-route';
import { contactsReport, getCompanyProfile } from './company-profile.service';

const PROFILE_SCHEMA = {
  tags: TAGS,
  params: companyParamsSchema,
  response: { 200: companyProfileSchema, ...COMPANY_ERRORS },
};

/** The company record and its contacts: either module's users. */
export const companyProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/companies/:muns',
    { config: { access: 'user' }, schema: PROFILE_SCHEMA },
    (request) =>
      getCompanyProfile(app.db, currentUser(request), request.params.muns),
  );
  addReport(app, 'contacts', contactsReportSchema, contactsReport);
};
