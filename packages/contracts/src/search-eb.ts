import { z } from 'zod';
import { LOB_FLAGS, type LobFlag } from './benefit-lines';
import {
  countyFipsSchema,
  employeeRangeSearchSchema,
  hitBaseSchema,
  MAX_RADIUS_MILES,
  monthSchema,
  naicsCodeSchema,
  NUMERIC_RANGE_MAX,
  stateCodeSchema,
  zipSchema,
} from './search-common';
import { planSearchSchema } from './search-eb-plans';

/** SPEC §3 filing scopes. */
export const FILING_SCOPES = ['F5500', 'F5500 SF', 'F5500 NO'] as const;
export const FILING_SCOPE_LABELS: Record<FilingScope, string> = {
  F5500: 'Welfare',
  'F5500 SF': 'Retirement',
  'F5500 NO': 'Did Not File 5500',
};
export const filingScopeSchema = z.enum(FILING_SCOPES);
export type FilingScope = z.infer<typeof filingScopeSchema>;

/**
 * Broker book sizes (clients a broker serves in the data): a company
 * matches when one of its brokers falls in a ticked bin.
 */
export const BROKER_BINS = [
  { key: 'local', label: '1-25 clients', min: 1, max: 25 },
  { key: 'regional', label: '26-250 clients', min: 26, max: 250 },
  { key: 'national', label: 'Over 250 clients', min: 251, max: null },
] as const;
export const brokerBinSchema = z.enum(['local', 'regional', 'national']);

const names = z.array(z.string().trim().min(1).max(200)).max(50).default([]);
const text = z.string().trim().max(200).default('');
const money = z.number().min(0).max(NUMERIC_RANGE_MAX).nullable().default(null);

const lobFlags = Object.fromEntries(
  LOB_FLAGS.map((flag) => [flag, z.boolean().default(false)]),
) as Record<LobFlag, z.ZodDefault<z.ZodBoolean>>;

/**
 * Benefits search criteria (SPEC §3 names). Every field left out takes its
 * default; an unknown key is refused, so a misspelt filter never widens a
 * search.
 */
export const ebCriteriaSchema = z.strictObject({
  /** SPEC §3 default: Welfare. */
  scopes: z.array(filingScopeSchema).min(1).max(3).default(['F5500']),
  /** The place picked in the location box, and what the user typed. */
  autocomplete: text,
  userEnteredValue: text,
  /** Center of a radius search; 0, 0 means none (SPEC §3 default). */
  latitude: z.number().min(-90).max(90).default(0),
  longitude: z.number().min(-180).max(180).default(0),
  radius_miles: z.number().positive().max(MAX_RADIUS_MILES).default(25),
  /** Company headquarters states and counties. */
  selected_states: z.array(stateCodeSchema).max(56).default([]),
  state_county: z.array(countyFipsSchema).max(500).default([]),
  /** States where the company has any known address (all sources). */
  states: z.array(stateCodeSchema).max(56).default([]),
  zips: z.array(zipSchema).max(1000).default([]),
  searchOptions: z
    .strictObject({
      matchAllTerms: z.boolean().default(false),
      /** Words of the company or plan sponsor name. */
      name: text,
    })
    .prefault({}),
  benefits_broker: names,
  benefits_broker_address: text,
  benefits_broker_city: text,
  benefits_broker_zip: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, 'A ZIP code has 5 digits')
    .default(''),
  broker_states: z.array(stateCodeSchema).max(56).default([]),
  benefits_broker_counties: z.array(countyFipsSchema).max(500).default([]),
  broker_bins: z.array(brokerBinSchema).max(3).default([]),
  benefits_carrier: names,
  benefits_carriers_normalized: names,
  benefits_plan_renewal_months: z.array(monthSchema).max(12).default([]),
  companyNaicsSearch: z
    .strictObject({
      industry_search_criterias: z.array(naicsCodeSchema).max(200).default([]),
    })
    .prefault({}),
  employeeRangeSearch: employeeRangeSearchSchema.prefault({}),
  insightSearch: z
    .strictObject({
      revenueRange: z
        .strictObject({ min: money, max: money })
        .refine((r) => r.min === null || r.max === null || r.min <= r.max, {
          message: 'The lower end is above the upper end',
          path: ['min'],
        })
        .prefault({}),
    })
    .prefault({}),
  /** Participants, premium, commission, funding and changes. */
  planSearch: planSearchSchema,
  /** Words of a contract's 'Other' line-of-business description. */
  lob_free_form: text,
  ...lobFlags,
});
export type EbCriteria = z.output<typeof ebCriteriaSchema>;
export type EbCriteriaInput = z.input<typeof ebCriteriaSchema>;

export const defaultEbCriteria = (): EbCriteria => ebCriteriaSchema.parse({});

/** Sortable columns of the benefits results table. */
export const EB_SORT_FIELDS = [
  'entity_name',
  'city',
  'state',
  'employees',
  'revenue',
  'participants',
  'renewal_month',
  'premium',
  'carrier',
  'broker',
  'plan_year',
  'opportunity',
] as const;
export const ebSortFieldSchema = z.enum(EB_SORT_FIELDS);
export type EbSortField = z.infer<typeof ebSortFieldSchema>;

export const ebHitSchema = hitBaseSchema.extend({
  scopes: z.array(filingScopeSchema),
  plan_year: z.number().int().nullable(),
  participants: z.number().int().nullable(),
  renewal_month: z.number().int().nullable(),
  premium: z.number().nullable(),
  lob_ids: z.array(z.number().int()),
  /** The carrier that matched a carrier filter, else the largest by premium. */
  carrier: z.string().nullable(),
  /** How many other carriers the company has. */
  carrier_more: z.number().int().min(0),
  /** The broker that matched a broker filter, else the largest by commission. */
  broker: z.string().nullable(),
  broker_msid: z.string().nullable(),
  /** How many other brokers the company has. */
  broker_more: z.number().int().min(0),
  self_funded: z.boolean(),
});
export type EbHit = z.infer<typeof ebHitSchema>;
