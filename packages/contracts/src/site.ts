import { z } from 'zod';

/** GET /api/v1/site/subscriptioninfo: renewal date as YYYY-MM-DD. */
export const subscriptionInfoSchema = z.object({ renewal_date: z.string() });
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

/** GET /api/v1/site/billingportal: the account's billing portal URL. */
export const billingPortalSchema = z.object({ billing_portal: z.string() });
export type BillingPortal = z.infer<typeof billingPortalSchema>;

/** SPEC §9: cancelling needs at least this many days before renewal. */
export const CANCEL_NOTICE_DAYS = 60;

/**
 * Feature flags read through GET /api/ld-variation?flag=. SPEC §9: all off
 * by default except redirect to the partner domain and auto-refresh on a new
 * version.
 */
export const FEATURE_FLAG_DEFAULTS = {
  'statistics-enabled': false,
  'auto-refresh-new-version': true,
  'redirect-partner-domain': true,
  'eb-broker-search': false,
  'dashboard-pdf-export': false,
} as const satisfies Record<string, boolean>;
export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;

/** Longest flag name GET /api/ld-variation looks up. */
export const FLAG_NAME_MAX = 100;

/**
 * A flag's default: SPEC §9's for a flag this version knows, off for any
 * other (a flag service answers a default, never an error).
 */
export const featureFlagDefault = (flag: string): boolean =>
  Object.hasOwn(FEATURE_FLAG_DEFAULTS, flag)
    ? FEATURE_FLAG_DEFAULTS[flag as FeatureFlag]
    : false;

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

/** The version file served at /version.json. */
export const versionFileSchema = z.object({
  version: z.string(),
  builtAt: z.string().optional(),
});
export const APP_VERSION = '4.12.35';
