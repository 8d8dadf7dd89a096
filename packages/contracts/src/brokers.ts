import { z } from 'zod';
import {
  DEFAULT_RESULT_PAGE_SIZE,
  MAX_RESULT_OFFSET,
  RESULT_PAGE_SIZES,
} from './search-common';

/** SPEC §9: a broker profile lists its top 10 carriers. */
export const BROKER_TOP_CARRIERS = 10;
/** Longest msid a request may carry (an msid is 11 characters today). */
export const BROKER_MSID_MAX = 64;

/** `/api/v1/brokers/:msid`: a broker's id in EB broker search (GLOSSARY). */
export const brokerParamsSchema = z.object({
  msid: z.string().trim().min(1).max(BROKER_MSID_MAX),
});

/**
 * The book of business: for each client, the contracts of its latest plan
 * year that list the broker. `commissions` and `fees` are the broker's own
 * (Schedule A Part 1); `premium` and `persons_covered` count each contract
 * once. `plan_year` is the latest of those years; null without contracts.
 */
export const bookOfBusinessSchema = z.object({
  plan_year: z.number().int().nullable(),
  commissions: z.number(),
  fees: z.number(),
  premium: z.number(),
  persons_covered: z.number().int(),
});
export type BookOfBusiness = z.infer<typeof bookOfBusinessSchema>;

/** A carrier the broker places, by `carrier_name_normalized`. */
export const brokerCarrierSchema = z.object({
  carrier_name_normalized: z.string(),
  clients: z.number().int(),
  premium: z.number(),
});
export type BrokerCarrier = z.infer<typeof brokerCarrierSchema>;

export const brokerStateSchema = z.object({
  state: z.string(),
  clients: z.number().int(),
});
export type BrokerState = z.infer<typeof brokerStateSchema>;

/** A benefit line (SPEC §3 ids) and how many clients have it. */
export const brokerLineSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  clients: z.number().int(),
});
export type BrokerLine = z.infer<typeof brokerLineSchema>;

export const brokerRenewalMonthSchema = z.object({
  month: z.number().int().min(1).max(12),
  clients: z.number().int(),
});
export type BrokerRenewalMonth = z.infer<typeof brokerRenewalMonthSchema>;

/** A broker firm and its office, as the profile and broker search show it. */
export const brokerOfficeSchema = z.object({
  msid: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
});

/**
 * GET /api/v1/brokers/:msid. Every figure counts only clients in the
 * user's permitted H-W states. `carriers`: the top 10 by clients, then
 * premium; `states` and `lines` by clients, without zeros;
 * `renewal_months`: January to December.
 */
export const brokerProfileSchema = brokerOfficeSchema.extend({
  client_count: z.number().int(),
  book_of_business: bookOfBusinessSchema,
  carriers: z.array(brokerCarrierSchema),
  states: z.array(brokerStateSchema),
  lines: z.array(brokerLineSchema),
  renewal_months: z.array(brokerRenewalMonthSchema),
});
export type BrokerProfile = z.infer<typeof brokerProfileSchema>;

/** Sortable columns of a broker's clients table. */
export const BROKER_CLIENT_SORT_FIELDS = [
  'entity_name',
  'state',
  'employees',
  'premium',
  'renewal_month',
] as const;
export type BrokerClientSortField = (typeof BROKER_CLIENT_SORT_FIELDS)[number];
export type BrokerClientSort = `${BrokerClientSortField}.${'asc' | 'desc'}`;

/** A `sort=field.direction` query value over some fields, e.g. `premium.desc`. */
export function querySortSchema<const F extends readonly [string, ...string[]]>(
  fields: F,
) {
  return z.templateLiteral([z.enum(fields), '.', z.enum(['asc', 'desc'])], {
    error: `Sort by ${fields.join(', ')}, then .asc or .desc`,
  });
}

export const brokerClientSortSchema = querySortSchema(
  BROKER_CLIENT_SORT_FIELDS,
);
export const DEFAULT_BROKER_CLIENT_SORT: BrokerClientSort = 'premium.desc';

/** `pageSize` of a query string: one of the results table's sizes. */
export const queryPageSizeSchema = z.coerce
  .number()
  .int()
  .refine(
    (n) => (RESULT_PAGE_SIZES as readonly number[]).includes(n),
    `Page size is one of ${RESULT_PAGE_SIZES.join(', ')}`,
  )
  .default(DEFAULT_RESULT_PAGE_SIZE);

/**
 * A paged query's check that its page starts within MAX_RESULT_OFFSET
 * rows, as `.refine(...reachablePage('Clients'))`.
 */
export function reachablePage(
  rows: string,
): [
  (q: { page: number; pageSize: number }) => boolean,
  { message: string; path: PropertyKey[] },
] {
  return [
    (q) => q.page * q.pageSize <= MAX_RESULT_OFFSET,
    {
      message: `${rows} can be paged up to row ${MAX_RESULT_OFFSET.toLocaleString('en-US')}`,
      path: ['page'],
    },
  ];
}

/** `?page=0&pageSize=25&sort=premium.desc`; `page` counts from 0. */
export const brokerClientsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).default(0),
    pageSize: queryPageSizeSchema,
    sort: brokerClientSortSchema.default(DEFAULT_BROKER_CLIENT_SORT),
  })
  .refine(...reachablePage('Clients'));
export type BrokerClientsQuery = z.output<typeof brokerClientsQuerySchema>;

/**
 * A client company as the projection holds it: `premium` and `participants`
 * of its latest plan year, its earliest `renewal_month` (1-12) and its
 * largest carrier by premium.
 */
export const brokerClientSchema = z.object({
  muns: z.string(),
  entity_name: z.string(),
  city: z.string().nullable(),
  state: z.string(),
  employees: z.number().int().nullable(),
  participants: z.number().int().nullable(),
  premium: z.number().nullable(),
  renewal_month: z.number().int().min(1).max(12).nullable(),
  carrier: z.string().nullable(),
});
export type BrokerClient = z.infer<typeof brokerClientSchema>;

/** GET /api/v1/brokers/:msid/clients: one page and the total. */
export const brokerClientsResponseSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  clients: z.array(brokerClientSchema),
});
export type BrokerClientsResponse = z.infer<typeof brokerClientsResponseSchema>;
