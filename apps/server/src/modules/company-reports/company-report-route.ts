import {
  COMPANY_REPORTS,
  companyParamsSchema,
  type CompanyReportName,
  type UserInfo,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { currentUser, type RouteAccess } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { getUserInfo } from '../auth/index';
import { requireCompany, type CompaniesView } from '../companies/index';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export const TAGS = ['company reports'];

/** The answers every company route declares besides its 200. */
export const COMPANY_ERRORS = errorResponses(400, 401, 403, 404);

/** Builds one report of a company the user may see in its module. */
export type ReportLoader<S extends z.ZodType> = (
  db: Db,
  company: CompaniesView,
) => Promise<z.infer<S>>;

/** Shapes a report for the user who asked (what their licence shows). */
export type ReportShaper<S extends z.ZodType> = (
  report: z.infer<S>,
  user: UserInfo,
) => z.infer<S>;

/**
 * GET /api/v1/companies/:muns/reports/<name>: the report's product
 * (COMPANY_REPORTS; 'any' is either module) and, on every call, the
 * company's state in that module's permitted states.
 */
export function addReport<S extends z.ZodType>(
  app: ZodApp,
  name: CompanyReportName,
  schema: S,
  load: ReportLoader<S>,
  shape?: ReportShaper<S>,
): void {
  const { module } = COMPANY_REPORTS[name];
  const access: RouteAccess = module === 'any' ? 'user' : { module };
  app.get(
    `/api/v1/companies/:muns/reports/${name}`,
    {
      config: { access },
      schema: {
        tags: TAGS,
        params: companyParamsSchema,
        // The loader's type already ties the answer to the schema.
        response: { 200: schema as z.ZodType, ...COMPANY_ERRORS },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { muns } = request.params;
      const company = await requireCompany(app.db, user, muns, module);
      const report = await load(app.db, company);
      if (!shape) return report;
      // Read fresh: a licence change holds on the next call.
      const info = await getUserInfo({ db: app.db }, user.userId, '');
      return shape(report, info);
    },
  );
}
