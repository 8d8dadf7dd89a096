// The company reports module's public surface: the company record and
// every dashboard report (docs/decisions/0010).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { benefitPartiesRoutes } from './benefit-parties.routes';
import { benefitPlansRoutes } from './benefit-plans.routes';
import { commercialReportsRoutes } from './commercial-reports.routes';
import { companyProfileRoutes } from './company-profile.routes';
import { complianceReportsRoutes } from './compliance-reports.routes';
import { peerBenchmarksRoutes } from './peer-benchmarks.routes';

export const companyReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(companyProfileRoutes);
  await app.register(commercialReportsRoutes);
  await app.register(complianceReportsRoutes);
  await app.register(benefitPlansRoutes);
  await app.register(benefitPartiesRoutes);
  await app.register(peerBenchmarksRoutes);
};
// The reports themselves, for the exports: the loaders, the company
// record, and a batch that reads many companies' facts one query per table.
export {
  contactsReportFor,
  getCompanyProfile,
} from './company-profile.service';
export {
  REPORT_LOADERS,
  type CompanyReportData,
  type ReportAnswer,
} from './report-loaders';
export {
  newFactBatch,
  prefetchPlaces,
  withFactBatch,
  type BatchTable,
  type FactBatch,
} from './company-reports.repository';
export { countyNameOf, naicsTitleOf } from './place-names';
// The contacts search reads contacts by company and titles by chunk.
export {
  contactOf,
  contactsOfCompanies,
  contactTitleChunks,
  type ContactRoleRow,
} from './contacts.repository';
export type { ContactsView } from './company-reports.table';
