import { ACCOUNT_TYPES, type UserInfo } from './auth';
import type { Contact } from './company-reports';

// The zywave_* fields of the User info (SPEC §3) are what the partner
// platform licenses its users; for every other account the products decide
// (docs/decisions/0033), as enable_*_export_csv follow the partner's
// licence only for partner-platform accounts (ARCHITECTURE §3).
const isPartnerPlatform = (user: Pick<UserInfo, 'account_type'>) =>
  user.account_type === ACCOUNT_TYPES.PARTNER_PLATFORM;

/**
 * The EB broker search (its mode of the Benefits home and GET
 * /api/v1/brokers): a partner-platform user needs zywave_eb_broker_search;
 * everyone else has it with the benefits product.
 */
export function hasEbBrokerSearch(
  user: Pick<UserInfo, 'account_type' | 'zywave_eb_broker_search'>,
): boolean {
  return !isPartnerPlatform(user) || user.zywave_eb_broker_search === '1';
}

/**
 * The contacts report's premium fields (e-mail, phone, LinkedIn): a
 * partner-platform user needs zywave_is_premium_contacts.
 */
export function hasPremiumContacts(
  user: Pick<UserInfo, 'account_type' | 'zywave_is_premium_contacts'>,
): boolean {
  return !isPartnerPlatform(user) || user.zywave_is_premium_contacts === '1';
}

/** The contact fields only premium contacts carry. */
export const PREMIUM_CONTACT_FIELDS = [
  'email',
  'phone',
  'linkedin_url',
] as const;

/** A contact without its premium fields (they are left out, not blanked). */
export function withoutPremiumFields<C extends Contact>(contact: C): C {
  const rest = { ...contact };
  for (const field of PREMIUM_CONTACT_FIELDS) delete rest[field];
  return rest;
}
