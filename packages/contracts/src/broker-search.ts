import { z } from 'zod';
import {
  brokerOfficeSchema,
  queryPageSizeSchema,
  querySortSchema,
  reachablePage,
} from './brokers';
import { stateCodeSchema } from './search-common';
import { brokerBinSchema } from './search-eb';

/** Sortable columns of the broker search table. */
export const BROKER_SEARCH_SORT_FIELDS = [
  'name',
  'city',
  'state',
  'zip',
  'clients',
  'participants',
  'premium',
] as const;
export type BrokerSearchSortField = (typeof BROKER_SEARCH_SORT_FIELDS)[number];
export type BrokerSearchSort = `${BrokerSearchSortField}.${'asc' | 'desc'}`;

export const brokerSearchSortSchema = querySortSchema(
  BROKER_SEARCH_SORT_FIELDS,
);
/** The largest books first. */
export const DEFAULT_BROKER_SEARCH_SORT: BrokerSearchSort = 'clients.desc';

const text = z.string().trim().max(200).default('');

// A list in a query string: `states=CA,NV` or `states=CA&states=NV`.
function listParam<T extends z.ZodType<string, string>>(
  item: T,
  max: number,
  tidy = (part: string) => part,
) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => tidy(part.trim()))
        .filter((part) => part !== ''),
    )
    .pipe(z.array(item).max(max))
    .default([]);
}

/**
 * GET /api/v1/brokers: find brokers by their own name and address, and by
 * the size of their book in the user's permitted H-W states.
 * `name` and `city` match anywhere, ignoring case; `states` and `zip` are
 * the broker's office; `bins` are the book sizes of company search
 * (BROKER_BINS), by `clients`. `page` counts from 0. An unknown parameter
 * is refused, so a misspelt filter never widens the list.
 */
export const brokerSearchQuerySchema = z
  .strictObject({
    name: text,
    states: listParam(stateCodeSchema, 56, (code) => code.toUpperCase()),
    city: text,
    zip: z
      .string()
      .trim()
      .regex(/^(\d{5})?$/, 'A ZIP code has 5 digits')
      .default(''),
    bins: listParam(brokerBinSchema, 3),
    page: z.coerce.number().int().min(0).default(0),
    pageSize: queryPageSizeSchema,
    sort: brokerSearchSortSchema.default(DEFAULT_BROKER_SEARCH_SORT),
  })
  .refine(...reachablePage('Brokers'));
export type BrokerSearchQuery = z.output<typeof brokerSearchQuerySchema>;
export type BrokerSearchQueryInput = z.input<typeof brokerSearchQuerySchema>;

/**
 * A broker with its book in the user's permitted states: `clients` are
 * the companies that list it; `participants` and `premium` add up each
 * client's own figures of its latest plan year (as the broker's clients
 * table shows them), null when no client has one.
 */
export const brokerSearchHitSchema = brokerOfficeSchema.extend({
  clients: z.number().int(),
  participants: z.number().int().nullable(),
  premium: z.number().nullable(),
});
export type BrokerSearchHit = z.infer<typeof brokerSearchHitSchema>;

/** GET /api/v1/brokers: one page and the total of matching brokers. */
export const brokerSearchResponseSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  brokers: z.array(brokerSearchHitSchema),
});
export type BrokerSearchResponse = z.infer<typeof brokerSearchResponseSchema>;
