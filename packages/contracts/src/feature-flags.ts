import { z } from 'zod';
import { accountParamsSchema } from './manage-users';

/**
 * Feature flags read through GET /api/ld-variation?flag=, evaluated per
 * account. SPEC §9: all off by default except redirect to the partner domain
 * and auto-refresh on a new version. The partner-domain redirect came back
 * with sign-in through the partner shell (docs/decisions/0036).
 */
export const FEATURE_FLAG_DEFAULTS = {
  'statistics-enabled': false,
  'auto-refresh-new-version': true,
  'dashboard-pdf-export': false,
  'redirect-partner-domain': true,
} as const satisfies Record<string, boolean>;
export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;

/** Every flag this version knows, in the order the staff screen lists them. */
export const FEATURE_FLAGS = Object.keys(FEATURE_FLAG_DEFAULTS) as [
  FeatureFlag,
  ...FeatureFlag[],
];

/** What each flag is called and what it turns on, for the staff screen. */
export const FEATURE_FLAG_INFO: Record<
  FeatureFlag,
  { label: string; description: string }
> = {
  'statistics-enabled': {
    label: 'Statistics',
    description:
      'Market statistics: the Statistics screens of both modules and their API.',
  },
  'auto-refresh-new-version': {
    label: 'Auto-refresh on a new version',
    description:
      'Reloads the page once when a new version is deployed, instead of only telling the user.',
  },
  'dashboard-pdf-export': {
    label: 'Dashboard PDF',
    description:
      "The company dashboard's PDF export, for the users who may export.",
  },
  'redirect-partner-domain': {
    label: 'Redirect to the partner platform',
    description:
      "Sends a partner-platform user who opens Edge's login form to the partner's shell, instead of telling them to sign in there.",
  },
};

/** Longest flag name GET /api/ld-variation looks up. */
export const FLAG_NAME_MAX = 100;

/** A flag name this version knows. */
export const isFeatureFlag = (flag: string): flag is FeatureFlag =>
  Object.hasOwn(FEATURE_FLAG_DEFAULTS, flag);

/**
 * A flag's default: SPEC §9's for a flag this version knows, off for any
 * other (a flag service answers a default, never an error).
 */
export const featureFlagDefault = (flag: string): boolean =>
  isFeatureFlag(flag) ? FEATURE_FLAG_DEFAULTS[flag] : false;

/**
 * Query of GET /api/ld-variation: any flag name, known or not, so a client
 * newer than the server gets a default rather than a 400.
 */
export const flagQuerySchema = z.object({
  flag: z
    .string({ error: 'Name the flag.' })
    .min(1, 'Name the flag.')
    .max(FLAG_NAME_MAX, `A flag name has at most ${FLAG_NAME_MAX} characters.`),
});
export const flagVariationSchema = z.object({ value: z.boolean() });
export type FlagVariation = z.infer<typeof flagVariationSchema>;

export const featureFlagSchema = z.enum(FEATURE_FLAGS, {
  error: 'Choose a flag this version knows.',
});

/** One flag of one account, as the staff screen shows it. */
export const accountFlagSchema = z.object({
  flag: featureFlagSchema,
  // What the account's users get.
  value: z.boolean(),
  // Every account's value unless set for this one.
  default_value: z.boolean(),
  // Set for this account (value may still equal the default).
  is_set: z.boolean(),
  // When and by whom it was set; null when not set.
  changed_at: z.string().nullable(),
  changed_by: z.string().nullable(),
});
export type AccountFlag = z.infer<typeof accountFlagSchema>;

/** An account with its flags (staff only). */
export const staffAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  account_type: z.number().int(),
  flags: z.array(accountFlagSchema),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** Accounts a page of the staff flags screen lists. */
export const STAFF_ACCOUNTS_PAGE_SIZE = 25;
export const STAFF_ACCOUNT_QUERY_MAX = 100;

/** GET /api/v1/staff/accounts: accounts by name, a page at a time. */
export const staffAccountListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(
      STAFF_ACCOUNT_QUERY_MAX,
      `Search with at most ${STAFF_ACCOUNT_QUERY_MAX} characters.`,
    )
    .default(''),
  page: z.coerce
    .number({ error: 'Choose a page number.' })
    .int('Choose a page number.')
    .min(1, 'Choose a page number.')
    .max(100_000, 'Choose a page number.')
    .default(1),
});
export type StaffAccountListQuery = z.input<typeof staffAccountListQuerySchema>;

export const staffAccountListSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  accounts: z.array(staffAccountSchema),
});
export type StaffAccountList = z.infer<typeof staffAccountListSchema>;

export const accountFlagParamsSchema = accountParamsSchema.extend({
  flag: featureFlagSchema,
});

/** PUT .../flags/:flag: the account's value; DELETE returns to the default. */
export const setAccountFlagBodySchema = z.object({
  value: z.boolean({ error: 'Choose on or off.' }),
});
export type SetAccountFlagBody = z.infer<typeof setAccountFlagBodySchema>;
