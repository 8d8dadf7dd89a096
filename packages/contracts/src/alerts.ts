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

export const eventTypeSchema = z.object({ type: z.string(), label: z.string() });
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
