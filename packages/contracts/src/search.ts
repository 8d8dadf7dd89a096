import { z } from 'zod';
import {
  aggregationSchema,
  DEFAULT_RESULT_PAGE_SIZE,
  MAX_RESULT_OFFSET,
  RESULT_PAGE_SIZES,
  sortDirectionSchema,
} from './search-common';
import { ebCriteriaSchema, ebHitSchema, ebSortFieldSchema } from './search-eb';
import { pcCriteriaSchema, pcHitSchema, pcSortFieldSchema } from './search-pc';

const pageSizeSchema = z
  .number()
  .int()
  .refine(
    (n) => (RESULT_PAGE_SIZES as readonly number[]).includes(n),
    `Page size is one of ${RESULT_PAGE_SIZES.join(', ')}`,
  )
  .default(DEFAULT_RESULT_PAGE_SIZE);

const pageSchema = z.number().int().min(0).default(0);

/** A search body's fields: criteria, a page and a sort. */
export function requestFields<C extends z.ZodType, S extends z.ZodType>(
  criteria: C,
  sortField: S,
) {
  return {
    criteria: criteria,
    page: pageSchema,
    pageSize: pageSizeSchema,
    sort: z
      .strictObject({
        field: sortField,
        direction: sortDirectionSchema.default('asc'),
      })
      .nullable()
      .default(null),
  };
}

/** Whether a page lies within the deepest row results can be paged to. */
export const withinPagingLimit: [
  (r: { page: number; pageSize: number }) => boolean,
  { message: string; path: string[] },
] = [
  (r) => r.page * r.pageSize <= MAX_RESULT_OFFSET,
  {
    message: `Results can be paged up to row ${MAX_RESULT_OFFSET.toLocaleString('en-US')}; narrow the search to see more`,
    path: ['page'],
  },
];

function requestSchema<C extends z.ZodType, S extends z.ZodType>(
  criteria: C,
  sortField: S,
) {
  return z
    .strictObject(requestFields(criteria, sortField))
    .refine(...withinPagingLimit);
}

/** POST /api/v1/search/pnc body (ARCHITECTURE §5). */
export const pcSearchRequestSchema = requestSchema(
  pcCriteriaSchema.prefault({}),
  pcSortFieldSchema,
);
export type PcSearchRequest = z.input<typeof pcSearchRequestSchema>;

/** POST /api/v1/search/eb body. */
export const ebSearchRequestSchema = requestSchema(
  ebCriteriaSchema.prefault({}),
  ebSortFieldSchema,
);
export type EbSearchRequest = z.input<typeof ebSearchRequestSchema>;

/** Body of the map and count calls: the criteria alone. */
export const pcCriteriaBodySchema = z.strictObject({
  criteria: pcCriteriaSchema.prefault({}),
});
export const ebCriteriaBodySchema = z.strictObject({
  criteria: ebCriteriaSchema.prefault({}),
});

const pcAggregationsSchema = z.object({
  states: aggregationSchema,
});

const ebAggregationsSchema = z.object({
  states: aggregationSchema,
  /** Top 10; companies with no listed broker count as 'Broker Not Provided'. */
  brokers: aggregationSchema,
  carriers: aggregationSchema,
});

export const pcSearchResponseSchema = z.object({
  total: z.number().int(),
  hits: z.array(pcHitSchema),
  aggregations: pcAggregationsSchema,
});
export type PcSearchResponse = z.infer<typeof pcSearchResponseSchema>;

export const ebSearchResponseSchema = z.object({
  total: z.number().int(),
  hits: z.array(ebHitSchema),
  aggregations: ebAggregationsSchema,
});
export type EbSearchResponse = z.infer<typeof ebSearchResponseSchema>;

/** The live count while a user edits criteria. */
export const searchCountResponseSchema = z.object({
  total: z.number().int(),
});

/** SPEC §5: the bucket of companies whose filings list no broker. */
export const BROKER_NOT_PROVIDED = 'Broker Not Provided';
