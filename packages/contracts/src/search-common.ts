import { z } from 'zod';
import { ALL_STATE_CODES } from './states';

/** SPEC §9: the employee range slider runs 0 to 10,000 (10,000 = no top). */
export const EMPLOYEE_SLIDER_MAX = 10_000;
/** SPEC §9: top end of a numeric range typed into text boxes. */
export const NUMERIC_RANGE_MAX = 999_999_999_999_999;
/** Page sizes of the results table (SPEC §9), and its default. */
export const RESULT_PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_RESULT_PAGE_SIZE = 25;
/** A result page may not start beyond this many rows (deep paging). */
export const MAX_RESULT_OFFSET = 100_000;
/** Radius search: miles around a point. */
export const MAX_RADIUS_MILES = 250;

export const stateCodeSchema = z
  .string()
  .refine((code) => ALL_STATE_CODES.includes(code), 'Unknown state code');
export const countyFipsSchema = z
  .string()
  .regex(/^\d{5}$/, 'A county is its 5-digit FIPS code');
export const zipSchema = z.string().regex(/^\d{5}$/, 'A ZIP code has 5 digits');
/** A NAICS code of any level: sector (2 digits) to national industry (6). */
export const naicsCodeSchema = z
  .string()
  .regex(/^\d{2,6}$/, 'A NAICS code has 2 to 6 digits');
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is written YYYY-MM-DD');
export const monthSchema = z.number().int().min(1).max(12);
const year = z.number().int().min(1800).max(2100);

/** A numeric text box: empty, or digits up to NUMERIC_RANGE_MAX. */
const rangeText = z
  .string()
  .max(15)
  .regex(/^\d*$/, 'Only digits')
  .refine((v) => v === '' || Number(v) <= NUMERIC_RANGE_MAX, 'Too large');

/**
 * SPEC §3 employeeRangeSearch: the slider (0 to 10,000, where 10,000 means
 * no upper limit) or, with rangeType 'textbox', the two text boxes.
 */
export const employeeRangeSearchSchema = z
  .strictObject({
    employeeRange: z
      .tuple([
        z.number().int().min(0).max(EMPLOYEE_SLIDER_MAX),
        z.number().int().min(0).max(EMPLOYEE_SLIDER_MAX),
      ])
      .default([0, EMPLOYEE_SLIDER_MAX]),
    employeeRangeTb: z.tuple([rangeText, rangeText]).default(['', '']),
    rangeType: z.enum(['slider', 'textbox']).default('slider'),
  })
  .refine((r) => r.employeeRange[0] <= r.employeeRange[1], {
    message: 'The lower end is above the upper end',
    path: ['employeeRange'],
  });
export type EmployeeRangeSearch = z.output<typeof employeeRangeSearchSchema>;

/**
 * A year range; null is an open end. An end left out takes its default,
 * none unless given.
 */
export function yearRangeSchema(minDefault: () => number | null = () => null) {
  return z
    .strictObject({
      min: year.nullable().default(minDefault),
      max: year.nullable().default(null),
    })
    .refine((r) => r.min === null || r.max === null || r.min <= r.max, {
      message: 'The first year is after the last',
      path: ['min'],
    });
}

/** A circle on the map: the center and its radius in miles. */
export const radiusSchema = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  miles: z.number().positive().max(MAX_RADIUS_MILES),
  label: z.string().max(200).default(''),
});
export type Radius = z.output<typeof radiusSchema>;

export const sortDirectionSchema = z.enum(['asc', 'desc']);

/** Counts of matched companies per value, and how many have the data. */
export const bucketSchema = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
});
export type Bucket = z.infer<typeof bucketSchema>;

export const aggregationSchema = z.object({
  buckets: z.array(bucketSchema),
  /** Matched companies that have this data at all. */
  known: z.number().int(),
  /** Matched companies. */
  total: z.number().int(),
});
export type Aggregation = z.infer<typeof aggregationSchema>;

/** Fields every hit carries, whatever the module. */
export const hitBaseSchema = z.object({
  muns: z.string(),
  entity_name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string(),
  zip: z.string().nullable(),
  county_fips: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  naics: z.string().nullable(),
  industry: z.string().nullable(),
  employees: z.number().int().nullable(),
  revenue: z.number().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  /**
   * The module's opportunity score, 0 to 100, as the daily scoring run
   * stored it (docs/decisions/0045); null when the company has no data the
   * score reads, or before the first run.
   */
  opportunity: z.number().int().min(0).max(100).nullable(),
});

/** Map points: every matched company with coordinates, capped. */
export const MAX_MAP_POINTS = 50_000;
export const mapPointSchema = z.tuple([
  z.string(), // muns
  z.number(), // latitude
  z.number(), // longitude
]);
export const mapPointsResponseSchema = z.object({
  total: z.number().int(),
  points: z.array(mapPointSchema),
  truncated: z.boolean(),
});
export type MapPointsResponse = z.infer<typeof mapPointsResponseSchema>;
