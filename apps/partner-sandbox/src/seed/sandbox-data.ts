import { companyProfiles } from '@edge/synthetic-data';
import { buildAgencyUsers } from './agency-users';
import { buildAmsAccounts } from './ams-accounts';
import { Prng } from './prng';
import type {
  Agency,
  AgencyUser,
  AmsAccount,
  AmsContact,
  PartnerLogin,
  TruthEntry,
} from './sandbox-types';

/**
 * The seed of Edge's demo companies (apps/server/src/startup/
 * demo-companies.ts): the sandbox's AMS holds some of the same companies.
 */
export const DEMO_SEED = 20_261_121;

/**
 * The AMS accounts are drawn from the demo's first companies, which every
 * demo has whatever its size (the generator draws companies in order), so
 * a test server seeded with DEMO_COMPANIES of 120 or more has them all.
 */
export const DEMO_COMPANY_POOL = 120;

export interface SandboxData {
  agencies: readonly Agency[];
  users: AgencyUser[];
  logins: PartnerLogin[];
  accounts: AmsAccount[];
  contacts: AmsContact[];
  truth: TruthEntry[];
}

/** Everything the sandbox serves: the same seed gives the same data. */
export function buildSandboxData(seed = DEMO_SEED): SandboxData {
  const { agencies, users, logins } = buildAgencyUsers(seed);
  const pool = companyProfiles(seed, DEMO_COMPANY_POOL);
  // Every other demo company is a client of Cobalt's AMS, of those the
  // demo's files hold (a company without rows is not in Edge).
  const demo = pool.filter(
    (company, index) => index % 2 === 0 && company.records.length > 0,
  );
  const ams = buildAmsAccounts(
    {
      agencyId: 'AG-1001',
      demo,
      twice: 10,
      others: 150,
      pool,
    },
    users.filter((user) => user.agencyId === 'AG-1001'),
    new Prng(seed ^ 0xac17),
  );
  return { agencies, users, logins, ...ams };
}
