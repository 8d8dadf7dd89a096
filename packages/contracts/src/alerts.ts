import { z } from 'zod';
import { isoDateSchema } from './search-common';

/** SPEC §9: list limit, count-only limit. */
export const ALERT_LIST_LIMIT = 250;
export const ALERT_COUNT_LIMIT = 0;
/** SPEC §9: the second alert constant, the most ids one bulk call takes. */
export const ALERT_BULK_LIMIT = 150;

export const alertApplicationSchema = z.enum(['PC', 'EB']);

export const ALERT_SORT_FIELDS = [
  'occurred_date',
  'entity_name',
  'type',
] as const;
export type AlertSortField = (typeof ALERT_SORT_FIELDS)[number];

/** SPEC §4: a reset restores this sort. */
export const DEFAULT_ALERT_SORT = {
  field: 'occurred_date',
  order: 'desc',
} as const satisfies { field: AlertSortField; order: 'asc' | 'desc' };

const idListSchema = z.array(z.number().int().positive());

/** POST /api/events/alerts/search body. */
export const alertSearchBodySchema = z
  .object({
    application: alertApplicationSchema,
    limit: z.number().int().min(0).max(ALERT_LIST_LIMIT),
    pageIndex: z.number().int().min(0).default(0),
    // The page after the one a previous answer ended on; wins over
    // pageIndex when given.
    next_page_id: z.string().regex(/^\d+$/).nullish(),
    muns: z.string().max(40).optional(),
    subscription_ids: idListSchema.max(100).optional(),
    checked: z.boolean().optional(),
    event_types: z.array(z.string().max(60)).max(50).optional(),
    // occurred_date from and to, both included.
    date_from: isoDateSchema.optional(),
    date_to: isoDateSchema.optional(),
    sort: z
      .object({
        field: z.enum(ALERT_SORT_FIELDS),
        order: z.enum(['asc', 'desc']),
      })
      .default(DEFAULT_ALERT_SORT),
  })
  .refine(
    (body) =>
      !body.date_from || !body.date_to || body.date_from <= body.date_to,
    { message: 'The start date is after the end date.', path: ['date_to'] },
  );
export type AlertSearchBody = z.input<typeof alertSearchBodySchema>;

/** One value that changed, as a person reads it: before -> after. */
export const eventChangeSchema = z.object({
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type EventChange = z.infer<typeof eventChangeSchema>;

/** Where an event came from: the dataset, its file, year and as-of date. */
export const eventSourceSchema = z.object({
  dataset: z.string(),
  // 'OSHA inspections', 'Form 5500 Schedule A'.
  title: z.string(),
  file_name: z.string().nullable(),
  year: z.number().int().nullable(),
  as_of_date: z.string().nullable(),
});
export type EventSource = z.infer<typeof eventSourceSchema>;

/** An event of a company, derived from the data (issue: alerts). */
export const companyEventSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  label: z.string(),
  occurred_date: z.string(),
  summary: z.string(),
  changes: z.array(eventChangeSchema),
  source: eventSourceSchema.nullable(),
});
export type CompanyEvent = z.infer<typeof companyEventSchema>;

/** One alert: an event of a subscribed company, for one user. */
export const alertItemSchema = companyEventSchema.extend({
  event_id: z.number().int(),
  muns: z.string(),
  entity_name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  checked: z.boolean(),
  subscription_id: z.number().int().nullable(),
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

/** DELETE /api/events/alerts/bulk body: ids of the user's own alerts. */
export const alertBulkDeleteBodySchema = z.object({
  ids: idListSchema.min(1).max(ALERT_BULK_LIMIT),
});
export type AlertBulkDeleteBody = z.infer<typeof alertBulkDeleteBodySchema>;

/** Bulk delete answer: how many of the user's alerts were deleted. */
export const alertBulkDeleteResponseSchema = z.object({
  deleted: z.number().int(),
});

/** POST /api/events/alerts/checked: marks the user's alerts read or not. */
export const alertCheckedBodySchema = z.object({
  ids: idListSchema.min(1).max(ALERT_LIST_LIMIT),
  checked: z.boolean().default(true),
});
export type AlertCheckedBody = z.input<typeof alertCheckedBodySchema>;
export const alertCheckedResponseSchema = z.object({
  updated: z.number().int(),
});

/** POST /api/events/event-types/search body. */
export const eventTypesSearchBodySchema = z.object({
  application: alertApplicationSchema,
});
export type EventTypesSearchBody = z.infer<typeof eventTypesSearchBodySchema>;

/** Event types answer: every type of the application, in its order. */
export const eventTypesSearchResponseSchema = z.object({
  event_types: z.array(eventTypeSchema),
});

/** GET /api/v1/companies/{muns}/events: the dashboard's timeline. */
export const companyEventsResponseSchema = z.object({
  items: z.array(companyEventSchema),
});
export type CompanyEventsResponse = z.infer<typeof companyEventsResponseSchema>;
