import { z } from 'zod';
import { alertApplicationSchema } from './alerts';

/**
 * A subscription: a favorite's company (on by default, every type of its
 * module) or a saved search ('tell me about new matches'). Its id is one of
 * SPEC's subscription_ids.
 */
export const alertSubscriptionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['favorite', 'saved_search']),
  application: alertApplicationSchema,
  favorite_id: z.number().int().nullable(),
  saved_search_id: z.number().int().nullable(),
  // The favorite's company; null for a saved search.
  muns: z.string().nullable(),
  // The company's or the saved search's name.
  name: z.string(),
  enabled: z.boolean(),
  // null: every event type of the application, today's and later ones.
  event_types: z.array(z.string()).nullable(),
  started_at: z.string(),
});
export type AlertSubscription = z.infer<typeof alertSubscriptionSchema>;

/** GET /api/v1/alerts/subscriptions query. */
export const alertSubscriptionsQuerySchema = z.object({
  application: alertApplicationSchema,
  favorite_id: z.coerce.number().int().positive().optional(),
  saved_search_id: z.coerce.number().int().positive().optional(),
});
export const alertSubscriptionsResponseSchema = z.object({
  items: z.array(alertSubscriptionSchema),
});

/** Path of PUT and DELETE /api/v1/alerts/subscriptions/{id}. */
export const alertSubscriptionParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'A subscription id is a positive whole number.' })
    .int()
    .positive(),
});

/** PUT body: on or off, and which types (null: all of them). */
export const alertSubscriptionUpdateSchema = z.object({
  enabled: z.boolean(),
  event_types: z
    .array(z.string().max(60))
    .min(1, 'Choose at least one event type, or switch the alerts off.')
    .max(50)
    .nullable(),
});
export type AlertSubscriptionUpdate = z.infer<
  typeof alertSubscriptionUpdateSchema
>;

/** POST /api/v1/alerts/subscriptions: subscribe a saved search. */
export const savedSearchSubscriptionBodySchema = z.object({
  saved_search_id: z.number().int().positive(),
});

/**
 * The most companies a saved search may match and still be watched for
 * new matches; a broader one is refused on subscribe and skipped after.
 */
export const SAVED_SEARCH_ALERT_MAX_MATCHES = 5000;

/** Why a saved search is too broad to be told of its new matches. */
export const SAVED_SEARCH_TOO_BROAD_MESSAGE = `Narrow this search to ${SAVED_SEARCH_ALERT_MAX_MATCHES.toLocaleString('en-US')} companies or fewer to be told of new matches.`;

/** The daily alert mail, as the user has set it. */
export const alertDigestSettingsSchema = z.object({
  enabled: z.boolean(),
  // The hour (0-23, the server's time zone) the digest is sent: the
  // user's choice, else ALERT_DIGEST_HOUR.
  hour: z.number().int().min(0).max(23),
});
export type AlertDigestSettings = z.infer<typeof alertDigestSettingsSchema>;

/** PUT /api/v1/alerts/digest body: on or off, and the hour when given. */
export const alertDigestUpdateSchema = z.object({
  enabled: z.boolean(),
  hour: z
    .number()
    .int()
    .min(0, 'Choose an hour from 0 to 23.')
    .max(23, 'Choose an hour from 0 to 23.')
    .optional(),
});
export type AlertDigestUpdate = z.infer<typeof alertDigestUpdateSchema>;

/** POST /api/v1/alerts/digest/unsubscribe: the mail's signed link. */
export const alertDigestUnsubscribeSchema = z.object({
  token: z.string().min(10).max(500),
});

/**
 * The one-click unsubscribe a mail provider posts (RFC 8058) as a form to
 * the mail's List-Unsubscribe address, the token in its query string.
 */
export const alertDigestOneClickBodySchema = z.object({
  'List-Unsubscribe': z.literal('One-Click'),
});
