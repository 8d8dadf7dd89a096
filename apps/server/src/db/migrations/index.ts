import type { Migration } from 'kysely';
import type { DbDialect } from '../database';
import { accountsAndUsers } from './migration-0001-accounts-and-users';
import { resetsAndFlags } from './migration-0002-resets-and-flags';
import { eventsAndExports } from './migration-0003-events-and-exports';
import { companyMaster } from './migration-0004-company-master';
import { benefitsData } from './migration-0005-benefits-data';
import { commercialData } from './migration-0006-commercial-data';

/** The one ordered migration set of both databases (STYLE §1). */
export function getMigrations(dialect: DbDialect): Record<string, Migration> {
  return {
    '0001-accounts-and-users': accountsAndUsers(dialect),
    '0002-resets-and-flags': resetsAndFlags(),
    '0003-events-and-exports': eventsAndExports(dialect),
    '0004-company-master': companyMaster(dialect),
    '0005-benefits-data': benefitsData(dialect),
    '0006-commercial-data': commercialData(dialect),
  };
}
