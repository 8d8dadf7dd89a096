import { z } from 'zod';
import {
  countyFipsSchema,
  employeeRangeSearchSchema,
  hitBaseSchema,
  isoDateSchema,
  monthSchema,
  naicsCodeSchema,
  radiusSchema,
  stateCodeSchema,
  yearRangeSchema,
  zipSchema,
} from './search-common';

/** NRI rating words as levels: 0 no filter, 1 Very Low ... 5 Very High. */
export const HAZARD_LEVELS = [
  'Any',
  'Very Low',
  'Relatively Low',
  'Relatively Moderate',
  'Relatively High',
  'Very High',
] as const;
export const HAZARD_KINDS = [
  'flood',
  'fire',
  'wind',
  'ground',
  'crime',
] as const;
export type HazardKind = (typeof HAZARD_KINDS)[number];

const hazardLevel = z.number().int().min(0).max(5).default(0);
const count = z.number().int().min(0).nullable().default(null);
const amount = z.number().min(0).nullable().default(null);

/** Today's calendar year, for the spec's year-relative defaults. */
const thisYear = () => new Date().getFullYear();

/** SPEC §3: activity from January 1st two years back. */
export function defaultActivityMinDate(now = new Date()): string {
  return `${now.getFullYear() - 2}-01-01`;
}

const locationSearchSchema = z.strictObject({
  states: z.array(stateCodeSchema).max(56).default([]),
  counties: z.array(countyFipsSchema).max(500).default([]),
  zips: z.array(zipSchema).max(1000).default([]),
  radius: radiusSchema.nullable().default(null),
});

const termsSchema = z.strictObject({
  /** Words of the company name (or DBA). */
  name: z.string().trim().max(200).default(''),
  /** Words anywhere in name, DBA, industry title, city or website. */
  keywords: z.string().trim().max(200).default(''),
});

const propertyYearBuildRangeSearchSchema = z
  .strictObject({
    enabled: z.boolean().default(false),
    propertyYearBuildRange: z
      .tuple([z.number().int(), z.number().int()])
      .default((): [number, number] => [thisYear() - 11, thisYear()]),
    propertyYearBuildRangeTb: z
      .tuple([z.string().max(4), z.string().max(4)])
      .default(['', '']),
    rangeType: z.enum(['slider', 'textbox']).default('slider'),
  })
  .refine((r) => r.propertyYearBuildRange[0] <= r.propertyYearBuildRange[1], {
    message: 'The first year is after the last',
    path: ['propertyYearBuildRange'],
  });

const complianceSearchSchema = z.strictObject({
  osha: z
    .strictObject({
      has: z.boolean().default(false),
      minViolations: count,
      minPenalties: amount,
    })
    .prefault({}),
  whd: z
    .strictObject({
      has: z.boolean().default(false),
      minBackWages: amount,
    })
    .prefault({}),
  dot: z
    .strictObject({
      has: z.boolean().default(false),
      minPowerUnits: count,
      maxPowerUnits: count,
      hazmat: z.boolean().default(false),
    })
    .prefault({}),
  /** SPEC §3: MCS-150 update year from the current year minus 3 (DOT only). */
  dotYearRange: yearRangeSchema(() => thisYear() - 3).prefault({}),
});

const hazardSearchSchema = z.strictObject({
  flood: hazardLevel,
  fire: hazardLevel,
  wind: hazardLevel,
  ground: hazardLevel,
  crime: hazardLevel,
});

const workersCompSearchSchema = z.strictObject({
  has: z.boolean().default(false),
  expirationMonths: z.array(monthSchema).max(12).default([]),
  carriers: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
  minExperienceMod: z.number().min(0).max(10).nullable().default(null),
});

/**
 * Commercial Lines search criteria (SPEC §3). Every member left out takes
 * its default; an unknown key is refused, so a misspelt filter never widens
 * a search.
 */
export const pcCriteriaSchema = z.strictObject({
  locationSearch: locationSearchSchema.prefault({}),
  companyNaicsSearch: z
    .strictObject({
      industry_search_criterias: z.array(naicsCodeSchema).max(200).default([]),
    })
    .prefault({}),
  termsSearch: termsSchema.prefault({}),
  searchOptions: z
    .strictObject({ matchAllTerms: z.boolean().default(false) })
    .prefault({}),
  employeeRangeSearch: employeeRangeSearchSchema.prefault({}),
  activityDateRange: z
    .strictObject({
      minDate: isoDateSchema.nullable().default(() => defaultActivityMinDate()),
      maxDate: isoDateSchema.nullable().default(null),
    })
    .refine((r) => !r.minDate || !r.maxDate || r.minDate <= r.maxDate, {
      message: 'The first date is after the last',
      path: ['minDate'],
    })
    .prefault({}),
  propertyYearBuildRangeSearch: propertyYearBuildRangeSearchSchema.prefault({}),
  complianceSearch: complianceSearchSchema.prefault({}),
  hazardSearch: hazardSearchSchema.prefault({}),
  workersCompSearch: workersCompSearchSchema.prefault({}),
});
export type PcCriteria = z.output<typeof pcCriteriaSchema>;
export type PcCriteriaInput = z.input<typeof pcCriteriaSchema>;

/** The spec's PC defaults, computed for today. */
export const defaultPcCriteria = (): PcCriteria => pcCriteriaSchema.parse({});

/** Sortable columns of the commercial results table. */
export const PC_SORT_FIELDS = [
  'entity_name',
  'city',
  'state',
  'zip',
  'industry',
  'employees',
  'revenue',
  'activity_date',
  'osha_violations',
  'whd_back_wages',
  'dot_power_units',
  'wc_expiration_date',
  'opportunity',
] as const;
export const pcSortFieldSchema = z.enum(PC_SORT_FIELDS);
export type PcSortField = z.infer<typeof pcSortFieldSchema>;

export const pcHitSchema = hitBaseSchema.extend({
  activity_date: z.string().nullable(),
  osha_inspections: z.number().int(),
  osha_violations: z.number().int(),
  osha_penalties: z.number(),
  whd_cases: z.number().int(),
  whd_back_wages: z.number(),
  dot_number: z.string().nullable(),
  dot_power_units: z.number().int().nullable(),
  property_year_built: z.number().int().nullable(),
  wc_carrier: z.string().nullable(),
  wc_expiration_date: z.string().nullable(),
});
export type PcHit = z.infer<typeof pcHitSchema>;
