import {
  AMS_MATCH_FIELDS,
  type AmsMatchField,
  type PartnerAccountMatch,
} from '@edge/contracts';
import type { CompaniesView } from '../companies/index';
import { addressForms, addressKey, nameCores, nameKey } from './name-keys';
import { odataIn, odataString, phoneCandidates } from './odata-text';

/** What an AMS account is matched against: one company, read once. */
export interface CompanyMatch {
  muns: string;
  state: string;
  zip5: string;
  city: string;
  nameKeys: ReadonlySet<string>;
  nameCores: string[];
  addressKey: string;
  addressForms: string[];
  /** The numbers asked for (SPEC §5) and their digits. */
  phones: string[];
  phoneDigits: ReadonlySet<string>;
}

const upper = (text: string | null | undefined) =>
  (text ?? '').trim().toUpperCase();
const digitsOf = (text: string | null | undefined) =>
  (text ?? '').replace(/\D/g, '');

export function companyMatchOf(company: CompaniesView): CompanyMatch {
  const names = [company.name, company.dba_name].filter(
    (n): n is string => !!n && n.trim() !== '',
  );
  const phones = phoneCandidates(company.phone);
  return {
    muns: company.muns,
    state: upper(company.state),
    zip5: digitsOf(company.zip).slice(0, 5),
    city: upper(company.city),
    nameKeys: new Set(names.map(nameKey).filter((k) => k !== '')),
    nameCores: [...new Set(names.flatMap(nameCores))],
    addressKey: addressKey(company.address),
    addressForms: addressForms(company.address),
    phones,
    phoneDigits: new Set(phones.map(digitsOf)),
  };
}

/**
 * The $filter terms that find a company's candidates: msid, the name's
 * cores (contains), the street line's forms and the phone numbers. The
 * partner's answer is a superset; matchedFields decides.
 */
export function filterTermsOf(match: CompanyMatch): string[] {
  return [
    `msid eq ${odataString(match.muns)}`,
    ...match.nameCores.map((core) => `contains(name,${odataString(core)})`),
    odataIn('addressLine1', match.addressForms),
    odataIn('phone', match.phones),
  ].filter((term): term is string => term !== null);
}

type AccountFields = Pick<
  PartnerAccountMatch,
  | 'msid'
  | 'name'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'state'
  | 'zip'
  | 'phone'
>;

// A name or a street line alone names many businesses across the country:
// the name must be in the same state, the street line in the same ZIP code
// or city.
function matches(
  match: CompanyMatch,
  account: AccountFields,
): Record<AmsMatchField, boolean> {
  const sameState = upper(account.state) === match.state;
  const samePlace =
    sameState &&
    (digitsOf(account.zip).slice(0, 5) === match.zip5 ||
      upper(account.city) === match.city);
  const digits = digitsOf(account.phone);
  return {
    msid: account.msid !== null && account.msid.trim() === match.muns,
    name: sameState && match.nameKeys.has(nameKey(account.name)),
    addressLine1:
      samePlace &&
      match.addressKey !== '' &&
      addressKey(account.addressLine1) === match.addressKey,
    phone: digits.length >= 10 && match.phoneDigits.has(digits),
  };
}

/** Why an AMS account is this company: the fields that match (none: it is not). */
export function matchedFields(
  match: CompanyMatch,
  account: AccountFields,
): AmsMatchField[] {
  const found = matches(match, account);
  return AMS_MATCH_FIELDS.filter((field) => found[field]);
}
