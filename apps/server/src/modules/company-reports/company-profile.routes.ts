import {
  companyParamsSchema,
  companyProfileSchema,
  contactsReportSchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { addReport, COMPANY_ERRORS, TAGS } from './company-report-route';
import {
  contactsReport,
  contactsReportFor,
  getCompanyProfile,
} from './company-profile.service';

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
    async (request) => {
      const user = currentUser(request);
      const profile = await getCompanyProfile(
        app.db,
        user,
        request.params.muns,
      );
      // The dashboard asks for the record once per company it opens: one
      // company view, refetches within the repeat window aside.
      app.activity.recordOnce(
        {
          accountId: user.accountId,
          userId: user.userId,
          action: 'company_view',
          // The module when the company is in one of the user's only.
          module: profile.modules.length === 1 ? profile.modules[0] : null,
        },
        profile.muns,
        () => `${profile.entity_name} (${profile.muns})`,
      );
      return profile;
    },
  );
  addReport(
    app,
    'contacts',
    contactsReportSchema,
    contactsReport,
    contactsReportFor,
  );
};
