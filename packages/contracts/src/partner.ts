import { z } from 'zod';

// The partner platform (SPEC §3, §5, §7): what Edge expects of the partner
// API's answers (checked before use), and what Edge's own API answers a
// partner-platform user about the agency's AMS.

const partnerFlag = z.enum(['0', '1']);

/** agencies/v2.0/agencyuser: one user of the agency. */
export const partnerAgencyUserSchema = z.object({
  id: z.string(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isEnabled: z.boolean(),
});
export type PartnerAgencyUser = z.infer<typeof partnerAgencyUserSchema>;

/** licenses/v2.0/featurelicense: what the agency's licence holds. */
export const partnerFeatureLicenseSchema = z.object({
  agencyId: z.string(),
  agencyName: z.string(),
  has_ams: z.boolean(),
  agency_users: z.boolean(),
});
export type PartnerFeatureLicense = z.infer<typeof partnerFeatureLicenseSchema>;

/** userinfo: the partner user behind a token, with the partner's licences. */
export const partnerUserInfoSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  agencyId: z.string(),
  agencyName: z.string(),
  zywave_eb_broker_search: partnerFlag,
  zywave_is_premium_contacts: partnerFlag,
});
export type PartnerUserInfo = z.infer<typeof partnerUserInfoSchema>;

/** The fields an AMS account can match a company on. */
export const AMS_MATCH_FIELDS = [
  'msid',
  'name',
  'addressLine1',
  'phone',
] as const;
export type AmsMatchField = (typeof AMS_MATCH_FIELDS)[number];

/** accounts/v2.0/account/matches: one AMS account and why it matched. */
export const partnerAccountMatchSchema = z.object({
  id: z.string(),
  msid: z.string().nullable(),
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string().nullable(),
  ownerId: z.string(),
  ownerName: z.string(),
  createdOn: z.string(),
  matchedOn: z.array(z.enum(AMS_MATCH_FIELDS)),
});
export type PartnerAccountMatch = z.infer<typeof partnerAccountMatchSchema>;

/** accounts/v2.0/accountcontact: a contact of an AMS account. */
export const partnerAccountContactSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  isPrimary: z.boolean(),
});
export type PartnerAccountContact = z.infer<typeof partnerAccountContactSchema>;

/** A collection answer of the partner API: one page and the total. */
export function partnerPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    '@odata.count': z.number().int().min(0),
    value: z.array(item),
    '@odata.nextLink': z.string().optional(),
  });
}

/** The agency users list Edge answers: every enabled user, all pages read. */
export const agencyUsersResponseSchema = z.object({
  count: z.number().int().min(0),
  users: z.array(partnerAgencyUserSchema),
});
export type AgencyUsersResponse = z.infer<typeof agencyUsersResponseSchema>;

/** An AMS account of the duplicate-accounts report. */
export const duplicateAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string().nullable(),
  msid: z.string().nullable(),
  matched_on: z.array(z.enum(AMS_MATCH_FIELDS)).min(1),
  owner: z
    .object({ id: z.string(), name: z.string(), email: z.string().nullable() })
    .nullable(),
  created_on: z.string(),
  contacts: z.array(
    z.object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      title: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      is_primary: z.boolean(),
    }),
  ),
});
export type DuplicateAccount = z.infer<typeof duplicateAccountSchema>;

/**
 * GET /api/v1/companies/:muns/reports/duplicate-accounts: the agency's AMS
 * accounts that match the company, each with why it matched, its owner and
 * its contacts.
 */
export const duplicateAccountsReportSchema = z.object({
  muns: z.string(),
  agency_name: z.string(),
  accounts: z.array(duplicateAccountSchema),
});
export type DuplicateAccountsReport = z.infer<
  typeof duplicateAccountsReportSchema
>;

/** Most companies one AMS-marks request may name (a results page). */
export const AMS_MARKS_MAX = 100;

/** POST /api/v1/partner/ams-marks: which of these companies are in the AMS. */
export const amsMarksRequestSchema = z.object({
  muns: z
    .array(
      z
        .string()
        .regex(/^[0-9A-Za-z]+$/)
        .max(32),
    )
    .min(1)
    .max(AMS_MARKS_MAX),
});
export type AmsMarksRequest = z.infer<typeof amsMarksRequestSchema>;

export const amsMarksResponseSchema = z.object({
  in_ams: z.array(z.string()),
});
export type AmsMarksResponse = z.infer<typeof amsMarksResponseSchema>;

/** The header naming a partner user's module on every request (SPEC §7). */
export const SUBCOMPONENT_HEADER = 'X-Subcomponent';
export const SUBCOMPONENTS = { pc: 'CL', eb: 'EB' } as const;

/** A valid X-Subcomponent value (SPEC §7): CL or EB. */
export const subcomponentSchema = z.enum([SUBCOMPONENTS.pc, SUBCOMPONENTS.eb]);
export type Subcomponent = z.infer<typeof subcomponentSchema>;

/** GET /api/v1/partner/agencies/v2.0/agencyuser: an optional name part. */
export const agencyUsersQuerySchema = z.object({
  name: z.string().trim().max(100).optional(),
});

/** GET /api/v1/partner/accounts/v2.0/account/matches: the company. */
export const accountMatchesQuerySchema = z.object({
  muns: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]+$/)
    .max(32),
});

/** The AMS accounts that match a company, by Edge's rules. */
export const accountMatchesResponseSchema = z.object({
  value: z.array(partnerAccountMatchSchema),
});
export type AccountMatchesResponse = z.infer<
  typeof accountMatchesResponseSchema
>;

/** Most accounts one contacts request may name. */
export const ACCOUNT_CONTACTS_MAX = 500;

/** GET /api/v1/partner/accounts/v2.0/accountcontact?accountId=..&accountId=.. */
export const accountContactsQuerySchema = z.object({
  accountId: z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z.array(z.string().trim().min(1).max(64)).min(1).max(ACCOUNT_CONTACTS_MAX),
  ),
});

export const accountContactsResponseSchema = z.object({
  value: z.array(partnerAccountContactSchema),
});
export type AccountContactsResponse = z.infer<
  typeof accountContactsResponseSchema
>;

/** Where Edge's server takes a shell token (a browser navigation). */
export const PARTNER_SSO_PATH = '/partner/sso';

/**
 * The shell's path that opens Edge again for a signed-in partner user (or
 * after its sign-in), at `redirect` (an Edge path): `<shell>/open-edge`.
 */
export const PARTNER_SHELL_OPEN_EDGE_PATH = '/open-edge';

/** The web's screen a shell sign-in lands on (SPEC §4 login count). */
export const PARTNER_LANDING_PATH = '/edge/partner/landing';

/** The web's screen of a refused shell token (the 401 page). */
export const PARTNER_REFUSED_PATH = '/edge/partner/refused';

/**
 * A redirect Edge follows after a shell sign-in: a path of this origin
 * only (no scheme, no host, no `//`, no backslash), else null.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\s]/.test(value)) return null;
  const base = 'http://edge.invalid';
  return new URL(value, base).origin === base ? value : null;
}
