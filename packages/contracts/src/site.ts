import { z } from 'zod';

/** GET /api/v1/site/subscriptioninfo: renewal date as YYYY-MM-DD. */
export const subscriptionInfoSchema = z.object({ renewal_date: z.string() });
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

/**
 * GET /api/v1/site/billingportal: where the account's billing is: the
 * configured billing provider's portal, or this app's own billing page.
 */
export const billingPortalSchema = z.object({ billing_portal: z.string() });
export type BillingPortal = z.infer<typeof billingPortalSchema>;

/** SPEC §9: cancelling needs at least this many days before renewal. */
export const CANCEL_NOTICE_DAYS = 60;

/** SPEC §2: the notice on cancelling, in the spec's words. */
export const CANCEL_NOTICE_TEXT = `Cancelling needs at least ${CANCEL_NOTICE_DAYS} days before renewal.`;

/** This app's own billing page: the portal when no provider is set. */
export const BILLING_PAGE_PATH = '/app/billing';
/** The Upgrade Subscription page (SPEC §2). */
export const UPGRADE_PAGE_PATH = '/app/upgrade';

/** The version file served at /version.json. */
export const versionFileSchema = z.object({
  version: z.string(),
  builtAt: z.string().optional(),
});
export const APP_VERSION = '4.12.35';
