import type {
  AgencyUsersResponse,
  DuplicateAccount,
  DuplicateAccountsReport,
  PartnerAgencyUser,
  PartnerFeatureLicense,
} from '@edge/contracts';

/** The agency's licence as the partner answers it (AMS and users by default). */
export function featureLicense(
  extra: Partial<PartnerFeatureLicense> = {},
): PartnerFeatureLicense {
  return {
    agencyId: 'AG1',
    agencyName: 'Summit Insurance Group',
    has_ams: true,
    agency_users: true,
    ...extra,
  };
}

export function agencyUser(
  id: string,
  firstName: string,
  lastName: string,
): PartnerAgencyUser {
  const userName = `${firstName}.${lastName}`.toLowerCase();
  return {
    id,
    userName,
    firstName,
    lastName,
    email: `${userName}@summit.example`,
    isEnabled: true,
  };
}

export function agencyUsers(
  users: PartnerAgencyUser[] = [agencyUser('U1', 'Dana', 'Lopez')],
): AgencyUsersResponse {
  return { count: users.length, users };
}

type AmsContact = DuplicateAccount['contacts'][number];

export function amsContact(
  id: string,
  name: string,
  extra: Partial<AmsContact> = {},
): AmsContact {
  const [first = '', last = ''] = name.split(' ');
  return {
    id,
    first_name: first,
    last_name: last,
    title: 'Office Manager',
    email: `${first.toLowerCase()}@acme.example`,
    phone: '5125550111',
    is_primary: false,
    ...extra,
  };
}

export function duplicateAccount(
  id: string,
  name: string,
  extra: Partial<DuplicateAccount> = {},
): DuplicateAccount {
  return {
    id,
    name,
    address: '100 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    phone: '5125550100',
    msid: null,
    matched_on: ['name'],
    owner: { id: 'U1', name: 'Dana Lopez', email: null },
    created_on: '2025-06-01T12:00:00.000Z',
    contacts: [],
    ...extra,
  };
}

export function duplicateAccountsReport(
  muns: string,
  accounts: DuplicateAccount[],
): DuplicateAccountsReport {
  return { muns, agency_name: 'Summit Insurance Group', accounts };
}
