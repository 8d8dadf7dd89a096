import { z } from 'zod';

/** SPEC §9: list limit, count-only limit. */
export const ALERT_LIST_LIMIT = 250;
export const ALERT_COUNT_LIMIT = 0;

export const alertApplicationSchema = z.enum(['PC', 'EB']);

/** POST /api/events/alerts/search body. */
export const alertSearchBodySchema = z.object({
  application: alertApplicationSchema,
  limit: z.number().int().min(0).max(ALERT_LIST_LIMIT),
  pageIndex: z.number().int().min(0).default(0),
  muns: z.string().max(40).optional(),
  checked: z.boolean().optional(),
  event_types: z.array(z.string().max(60)).max(50).optional(),
});
export type AlertSearchBody = z.input<typeof alertSearchBodySchema>;

export const alertItemSchema = z.object({
  id: z.number().int(),
  muns: z.string(),
  entity_name: z.string(),
  type: z.string(),
  occurred_date: z.string(),
  checked: z.boolean(),
  subscription_id: z.number().int().nullable(),
  summary: z.string(),
});
export type AlertItem = z.infer<typeof alertItemSchema>;

export const eventTypeSchema = z.object({
  type: z.string(),
  label: z.string(),
});
export type EventType = z.infer<typeof eventTypeSchema>;

/** Alert search answer: hits is the total count whatever the limit. */
export const alertSearchResponseSchema = z.object({
  hits: z.number().int(),
  items: z.array(alertItemSchema),
  pageIndex: z.number().int(),
  next_page_id: z.string().nullable(),
  event_types: z.array(eventTypeSchema),
});
export type AlertSearchResponse = z.infer<typeof alertSearchResponseSchema>;

/** SPEC §3: renewal reminders come first in the commercial module's types. */
export const RENEWAL_REMINDER_TYPES = [
  'bta_renewal_reminder',
  'dot_renewal_reminder',
  'wc_renewal_reminder',
] as const;

/** DELETE /api/events/alerts/bulk body: ids of the user's own alerts. */
export const alertBulkDeleteBodySchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(1000),
});
export type AlertBulkDeleteBody = z.infer<typeof alertBulkDeleteBodySchema>;

/** Bulk delete answer: how many of the user's alerts were deleted. */
export const alertBulkDeleteResponseSchema = z.object({
  deleted: z.number().int(),
});

/** POST /api/events/event-types/search body. */
export const eventTypesSearchBodySchema = z.object({
  application: alertApplicationSchema,
});
export type EventTypesSearchBody = z.infer<typeof eventTypesSearchBodySchema>;

/** Event types answer: the types present in the user's alerts. */
export const eventTypesSearchResponseSchema = z.object({
  event_types: z.array(eventTypeSchema),
});
