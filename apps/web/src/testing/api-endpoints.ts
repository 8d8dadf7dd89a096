import { z } from 'zod';
import {
  activityLogPageSchema,
  activityReportSchema,
  alertBulkDeleteResponseSchema,
  alertCheckedResponseSchema,
  alertDigestSettingsSchema,
  alertSearchResponseSchema,
  alertSubscriptionSchema,
  alertSubscriptionsResponseSchema,
  brokerClientsResponseSchema,
  companyEventsResponseSchema,
  brokerProfileSchema,
  brokerSearchResponseSchema,
  brokersResponseSchema,
  carriersResponseSchema,
  countiesResponseSchema,
  downloadsResponseSchema,
  ebResultColumnsPreferenceSchema,
  ebSearchResponseSchema,
  eventTypesSearchResponseSchema,
  exportCreatedSchema,
  groupSummarySchema,
  exportListSchema,
  exportMarksSchema,
  favoriteLookupSchema,
  ebMapCompaniesResponseSchema,
  mapNamesResponseSchema,
  mapPointsResponseSchema,
  pcMapCompaniesResponseSchema,
  managedAccountSchema,
  managedUserSchema,
  mapSettingsSchema,
  messageResponseSchema,
  mfaEnrolmentSchema,
  mfaRecoveryCodesSchema,
  mfaStatusSchema,
  myProductsSchema,
  profileSchema,
  naicsTreeResponseSchema,
  pcResultColumnsPreferenceSchema,
  pcSearchResponseSchema,
  pingResponseSchema,
  placesResponseSchema,
  savedSearchListSchema,
  savedSearchSchema,
  searchCountResponseSchema,
  userGroupSchema,
  usageReportSchema,
  userInfoSchema,
  versionFileSchema,
} from '@edge/contracts';

/** An answer without a body (204): the fake sends nothing. */
export const NO_CONTENT = z.undefined();

/**
 * The API endpoints web tests fake, each with the contract schema of its
 * 2xx answer. A key is `METHOD /path`, `:name` standing for one segment; the
 * query string is not part of it. Add an endpoint here, with the schema the
 * web's api function parses it with, before a test fakes it.
 */
export const API_ENDPOINTS = {
  'GET /version.json': versionFileSchema,
  'GET /api/v1/auth/data': userInfoSchema,
  'GET /api/v1/auth/ping': pingResponseSchema,
  'GET /api/v1/brokers': brokerSearchResponseSchema,
  'GET /api/v1/admin/activity/report': activityReportSchema,
  'GET /api/v1/admin/activity/generic': activityReportSchema,
  'GET /api/v1/admin/activity/group': activityReportSchema,
  'GET /api/v1/admin/activity/groups': groupSummarySchema,
  'GET /api/v1/admin/activity/groups/:groupId': activityReportSchema,
  'GET /api/v1/admin/activity/log': activityLogPageSchema,
  'GET /api/v1/admin/usage': usageReportSchema,
  'POST /api/events/alerts/search': alertSearchResponseSchema,
  'DELETE /api/events/alerts/bulk': alertBulkDeleteResponseSchema,
  'POST /api/events/alerts/checked': alertCheckedResponseSchema,
  'POST /api/events/event-types/search': eventTypesSearchResponseSchema,
  'GET /api/v1/alerts/subscriptions': alertSubscriptionsResponseSchema,
  'POST /api/v1/alerts/subscriptions': alertSubscriptionSchema,
  'PUT /api/v1/alerts/subscriptions/:id': alertSubscriptionSchema,
  'DELETE /api/v1/alerts/subscriptions/:id': NO_CONTENT,
  'GET /api/v1/alerts/digest': alertDigestSettingsSchema,
  'PUT /api/v1/alerts/digest': alertDigestSettingsSchema,
  // The web reads no body from it: any 2xx answer means done.
  'POST /api/v1/alerts/digest/unsubscribe': NO_CONTENT,
  'GET /api/v1/companies/:muns/events': companyEventsResponseSchema,
  'GET /api/v1/myaccount/profile': profileSchema,
  'PUT /api/v1/myaccount/profile': profileSchema,
  'DELETE /api/v1/myaccount/email/pending': profileSchema,
  'POST /api/v1/myaccount/email/confirm': messageResponseSchema,
  'POST /api/v1/myaccount/password': messageResponseSchema,
  'GET /api/v1/myaccount/mfa': mfaStatusSchema,
  'POST /api/v1/myaccount/mfa/enrol': mfaEnrolmentSchema,
  'POST /api/v1/myaccount/mfa/confirm': mfaRecoveryCodesSchema,
  'POST /api/v1/myaccount/mfa/disable': messageResponseSchema,
  'POST /api/v1/myaccount/mfa/recovery-codes': mfaRecoveryCodesSchema,
  'GET /api/v1/myaccount/products': myProductsSchema,
  'POST /api/v1/exports': exportCreatedSchema,
  'GET /api/v1/exports': exportListSchema,
  'DELETE /api/v1/exports/:id': NO_CONTENT,
  'POST /api/v1/exports/:id/rerun': exportCreatedSchema,
  'GET /api/v1/exports/marks': exportMarksSchema,
  'GET /api/v1/favorites/:productCode/lookup': favoriteLookupSchema,
  'GET /api/v1/user/downloads/:suffix': downloadsResponseSchema,
  'GET /api/v1/brokers/:msid': brokerProfileSchema,
  'GET /api/v1/brokers/:msid/clients': brokerClientsResponseSchema,
  'GET /api/v1/industries': naicsTreeResponseSchema,
  'GET /api/v1/lookups/brokers': brokersResponseSchema,
  'GET /api/v1/lookups/carriers': carriersResponseSchema,
  'GET /api/v1/lookups/counties': countiesResponseSchema,
  'GET /api/v1/lookups/naics': naicsTreeResponseSchema,
  'GET /api/v1/lookups/places': placesResponseSchema,
  'GET /api/v1/site/map': mapSettingsSchema,
  'GET /api/v1/admin/accounts/:accountId/users': managedAccountSchema,
  'POST /api/v1/admin/accounts/:accountId/users': managedUserSchema,
  'POST /api/v1/admin/accounts/:accountId/users/:userId/disable':
    managedUserSchema,
  'POST /api/v1/admin/accounts/:accountId/users/:userId/enable':
    managedUserSchema,
  'POST /api/v1/admin/accounts/:accountId/users/:userId/admin-grant':
    managedUserSchema,
  'POST /api/v1/admin/accounts/:accountId/users/:userId/admin-revoke':
    managedUserSchema,
  'POST /api/v1/admin/accounts/:accountId/users/:userId/password-reset':
    messageResponseSchema,
  'PUT /api/v1/admin/accounts/:accountId/users/:userId/products':
    managedUserSchema,
  'POST /api/v1/admin/accounts/:accountId/groups': userGroupSchema,
  'PUT /api/v1/admin/accounts/:accountId/groups/:groupId': userGroupSchema,
  'DELETE /api/v1/admin/accounts/:accountId/groups/:groupId': NO_CONTENT,
  'PUT /api/v1/admin/accounts/:accountId/groups/:groupId/members/:userId':
    userGroupSchema,
  'DELETE /api/v1/admin/accounts/:accountId/groups/:groupId/members/:userId':
    userGroupSchema,
  'POST /api/v1/search/pnc': pcSearchResponseSchema,
  'POST /api/v1/search/pnc/count': searchCountResponseSchema,
  'POST /api/v1/search/pnc/map': mapPointsResponseSchema,
  'POST /api/v1/search/pnc/map/companies': pcMapCompaniesResponseSchema,
  'POST /api/v1/search/pnc/map/names': mapNamesResponseSchema,
  'POST /api/v1/search/eb': ebSearchResponseSchema,
  'POST /api/v1/search/eb/count': searchCountResponseSchema,
  'POST /api/v1/search/eb/map': mapPointsResponseSchema,
  'POST /api/v1/search/eb/map/companies': ebMapCompaniesResponseSchema,
  'POST /api/v1/search/eb/map/names': mapNamesResponseSchema,
  'GET /api/v1/searches/all/:recordId': savedSearchListSchema,
  'POST /api/v1/searches/save': savedSearchSchema,
  'PUT /api/v1/searches/:id': savedSearchSchema,
  'DELETE /api/v1/searches/:id': NO_CONTENT,
  'GET /api/v1/user/preferences/results-columns/pnc':
    pcResultColumnsPreferenceSchema,
  'PUT /api/v1/user/preferences/results-columns/pnc':
    pcResultColumnsPreferenceSchema,
  'GET /api/v1/user/preferences/results-columns/eb':
    ebResultColumnsPreferenceSchema,
  'PUT /api/v1/user/preferences/results-columns/eb':
    ebResultColumnsPreferenceSchema,
} satisfies Record<string, z.ZodType>;

export type Endpoint = keyof typeof API_ENDPOINTS;

/** The body an endpoint answers, as its contract schema takes it. */
export type AnswerOf<E extends Endpoint> = z.input<(typeof API_ENDPOINTS)[E]>;
