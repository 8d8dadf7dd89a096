import {
  personName,
  type DuplicateAccount,
  type DuplicateAccountsReport,
  type PartnerAccountContact,
  type PartnerAccountMatch,
  type PartnerAgencyUser,
} from '@edge/contracts';
import type { CompaniesView } from '../companies/index';
import { companyMatchOf, filterTermsOf, matchedFields } from './company-match';
import {
  agencyUsersByIds,
  findAccountMatches,
  getFeatureLicense,
  listAccountContacts,
  type PartnerApi,
} from './partner.service';
import { PartnerError } from './partner.errors';

/** 403 NO_AMS unless the agency's licence holds an AMS; its name. */
export async function requireAms(api: PartnerApi): Promise<string> {
  const licence = await getFeatureLicense(api);
  if (!licence.has_ams) throw new PartnerError('NO_AMS');
  return licence.agencyName;
}

function toContact(
  contact: PartnerAccountContact,
): DuplicateAccount['contacts'][number] {
  return {
    id: contact.id,
    first_name: contact.firstName,
    last_name: contact.lastName,
    title: contact.title,
    email: contact.email,
    phone: contact.phone,
    is_primary: contact.isPrimary,
  };
}

function ownerOf(
  account: PartnerAccountMatch,
  users: Map<string, PartnerAgencyUser>,
) {
  const user = users.get(account.ownerId);
  if (user) {
    return {
      id: user.id,
      name: personName(user.firstName, user.lastName),
      email: user.email,
    };
  }
  // A user the agency list no longer has: the account's own note of the name.
  return { id: account.ownerId, name: account.ownerName, email: null };
}

function toDuplicate(
  account: PartnerAccountMatch,
  matchedOn: DuplicateAccount['matched_on'],
  users: Map<string, PartnerAgencyUser>,
  contacts: PartnerAccountContact[],
): DuplicateAccount {
  return {
    id: account.id,
    name: account.name,
    address: [account.addressLine1, account.addressLine2]
      .filter(Boolean)
      .join(', '),
    city: account.city,
    state: account.state,
    zip: account.zip,
    phone: account.phone,
    msid: account.msid,
    matched_on: matchedOn,
    owner: ownerOf(account, users),
    created_on: account.createdOn,
    contacts: contacts
      .filter((c) => c.accountId === account.id)
      .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))
      .map(toContact),
  };
}

/**
 * The agency's AMS accounts that are this company: candidates asked of the
 * partner, kept when a field matches by Edge's rules (company-match.ts),
 * with their owners and contacts.
 */
export async function duplicateAccountsOf(
  api: PartnerApi,
  company: CompaniesView,
): Promise<DuplicateAccountsReport> {
  const agencyName = await requireAms(api);
  const match = companyMatchOf(company);
  const candidates = await findAccountMatches(
    api,
    filterTermsOf(match).join(' or '),
  );
  const found = candidates
    .map((account) => ({ account, fields: matchedFields(match, account) }))
    .filter(({ fields }) => fields.length > 0)
    .sort(
      (a, b) =>
        b.fields.length - a.fields.length ||
        a.account.name.localeCompare(b.account.name),
    );
  const report = { muns: company.muns, agency_name: agencyName, accounts: [] };
  if (found.length === 0) return report;
  const [owners, contacts] = await Promise.all([
    agencyUsersByIds(
      api,
      found.map(({ account }) => account.ownerId),
    ),
    listAccountContacts(
      api,
      found.map(({ account }) => account.id),
    ),
  ]);
  const users = new Map(owners.map((user) => [user.id, user]));
  return {
    ...report,
    accounts: found.map(({ account, fields }) =>
      toDuplicate(account, fields, users, contacts),
    ),
  };
}
