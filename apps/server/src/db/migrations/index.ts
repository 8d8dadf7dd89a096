import type { Migration } from 'kysely';
import type { DbDialect } from '../database';
import { accountsAndUsers } from './migration-0001-accounts-and-users';
import { resetsAndFlags } from './migration-0002-resets-and-flags';
import { eventsAndExports } from './migration-0003-events-and-exports';
import { companyMaster } from './migration-0004-company-master';
import { benefitsData } from './migration-0005-benefits-data';
import { commercialData } from './migration-0006-commercial-data';
import { searchProjection } from './migration-0007-search-projection';
import { savedSearches } from './migration-0008-saved-searches';
import { brokerIndexes } from './migration-0009-broker-indexes';
import { favoritesAndNotes } from './migration-0010-favorites-and-notes';
import { deferredIndexes } from './migration-0011-deferred-indexes';
import { appendOnlyKeys } from './migration-0012-append-only-keys';
import { oneAddressRow } from './migration-0013-one-address-row';
import { signInThrottle } from './migration-0014-sign-in-throttle';
import { userPreferences } from './migration-0015-user-preferences';
import { jobs } from './migration-0016-jobs';
import { exportJobs } from './migration-0017-export-jobs';
import { exportCompanies } from './migration-0018-export-companies';
import { companyEventsAndAlerts } from './migration-0019-company-events-and-alerts';
import { alertListIndexes } from './migration-0020-alert-list-indexes';
import { eventSources } from './migration-0021-event-sources';
import { activityAndGroups } from './migration-0023-activity-and-groups';
import { myAccount } from './migration-0024-my-account';
import { activityReportIndex } from './migration-0026-activity-report-index';
import { alertCountsAndNames } from './migration-0027-alert-counts-and-names';
import { activityRollups } from './migration-0028-activity-rollups';
import { supportRequests } from './migration-0029-support-requests';
import { billing } from './migration-0030-billing';
import { accountFlags } from './migration-0031-account-flags';
import { statisticsSummary } from './migration-0032-statistics-summary';
import { partnerSessions } from './migration-0033-partner-sessions';
import { pipelineStages } from './migration-0034-pipeline-stages';
import { planSearchColumns } from './migration-0035-plan-search-columns';
import { apiKeys } from './migration-0036-api-keys';
import { peerBenchmarks } from './migration-0037-peer-benchmarks';
import { companyLists } from './migration-0038-company-lists';
import { opportunityScores } from './migration-0039-opportunity-scores';

// A migration runs on Kysely<any>, never on db/database.ts's Database: it
// must keep doing what it did when it was written, whatever the tables
// look like today (Kysely's migration guidance; docs/decisions/0018).

/** The one ordered migration set of both databases (STYLE §1). */
export function getMigrations(dialect: DbDialect): Record<string, Migration> {
  return {
    '0001-accounts-and-users': accountsAndUsers(dialect),
    '0002-resets-and-flags': resetsAndFlags(),
    '0003-events-and-exports': eventsAndExports(dialect),
    '0004-company-master': companyMaster(dialect),
    '0005-benefits-data': benefitsData(dialect),
    '0006-commercial-data': commercialData(dialect),
    '0007-search-projection': searchProjection(dialect),
    '0008-saved-searches': savedSearches(dialect),
    '0009-broker-indexes': brokerIndexes(),
    '0010-favorites-and-notes': favoritesAndNotes(dialect),
    '0011-deferred-indexes': deferredIndexes(),
    '0012-append-only-keys': appendOnlyKeys(dialect),
    '0013-one-address-row': oneAddressRow(dialect),
    '0014-sign-in-throttle': signInThrottle(),
    '0015-user-preferences': userPreferences(),
    '0016-jobs': jobs(dialect),
    '0017-export-jobs': exportJobs(),
    '0018-export-companies': exportCompanies(),
    '0019-company-events-and-alerts': companyEventsAndAlerts(dialect),
    '0020-alert-list-indexes': alertListIndexes(),
    '0021-event-sources': eventSources(),
    '0023-activity-and-groups': activityAndGroups(dialect),
    '0024-my-account': myAccount(),
    '0026-activity-report-index': activityReportIndex(),
    '0027-alert-counts-and-names': alertCountsAndNames(dialect),
    '0028-activity-rollups': activityRollups(dialect),
    '0029-support-requests': supportRequests(dialect),
    '0030-billing': billing(dialect),
    '0031-account-flags': accountFlags(),
    '0032-statistics-summary': statisticsSummary(dialect),
    '0033-partner-sessions': partnerSessions(),
    '0034-pipeline-stages': pipelineStages(),
    '0035-plan-search-columns': planSearchColumns(dialect),
    '0036-api-keys': apiKeys(dialect),
    '0037-peer-benchmarks': peerBenchmarks(),
    '0038-company-lists': companyLists(dialect),
    '0039-opportunity-scores': opportunityScores(),
  };
}
