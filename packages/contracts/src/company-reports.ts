import { z } from 'zod';
import { moduleSchema } from './products';

/** Longest company identifier a request may carry. */
export const MUNS_MAX = 32;

/** `/api/v1/companies/:muns/...`: a company by its muns (GLOSSARY). */
export const companyParamsSchema = z.object({
  muns: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]+$/, 'A company id has letters and digits only')
    .max(MUNS_MAX),
});
export type CompanyParams = z.infer<typeof companyParamsSchema>;

/**
 * Where a report's facts come from and how current they are: the dataset
 * (machine name and a label a broker reads), the file that last wrote them,
 * the latest plan or fiscal year among them and the latest as-of date
 * (YYYY-MM-DD). A report lists one entry per dataset it reads.
 */
export const reportSourceSchema = z.object({
  dataset: z.string(),
  label: z.string(),
  file_name: z.string().nullable(),
  year: z.number().int().nullable(),
  year_kind: z.enum(['plan', 'fiscal', 'calendar']).nullable(),
  as_of_date: z.string().nullable(),
});
export type ReportSource = z.infer<typeof reportSourceSchema>;

/** Every report answer starts with the company and its sources. */
const reportBase = {
  muns: z.string(),
  sources: z.array(reportSourceSchema),
};

/** Coordinates are rounded to 7 decimals (SPEC §9). */
export const COORDINATE_DECIMALS = 7;

/**
 * GET /api/v1/companies/:muns: the company master record. `modules`: the
 * modules in which the signed-in user may see this company (product held
 * and company state permitted); the dashboard shows those modules' reports.
 */
export const companyProfileSchema = z.object({
  ...reportBase,
  entity_name: z.string(),
  dba_name: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string(),
  zip: z.string().nullable(),
  county_fips: z.string().nullable(),
  county_name: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  naics: z.string().nullable(),
  naics_title: z.string().nullable(),
  employees: z.number().int().nullable(),
  revenue: z.number().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  ein: z.string().nullable(),
  year_founded: z.number().int().nullable(),
  alternate_addresses: z.number().int(),
  modules: z.array(moduleSchema),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const contactSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  title: z.string().nullable(),
  department: z.string().nullable(),
  seniority: z.string().nullable(),
  // The premium fields: left out for a user without premium contacts
  // (partner-licences.ts), null when the list does not report them.
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  linkedin_url: z.string().nullable().optional(),
  source: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

/** .../reports/contacts: people at the company, most senior first. */
export const contactsReportSchema = z.object({
  ...reportBase,
  // Whether e-mail, phone and LinkedIn are in (premium contacts).
  has_premium_fields: z.boolean(),
  contacts: z.array(contactSchema),
});
export type ContactsReport = z.infer<typeof contactsReportSchema>;

/** One property the company occupies, as the summary shows it. */
export const propertySummarySchema = z.object({
  apn: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  land_use: z.string().nullable(),
  lot_size_sqft: z.number().nullable(),
  building_area_sqft: z.number().nullable(),
  year_built: z.number().int().nullable(),
  construction_class: z.string().nullable(),
  assessed_total_value: z.number().nullable(),
});
export type PropertySummary = z.infer<typeof propertySummarySchema>;

/** .../reports/property: totals over the properties and the largest one. */
export const propertyReportSchema = z.object({
  ...reportBase,
  totals: z.object({
    properties: z.number().int(),
    // Null when no property gives the figure: no record, not 0.
    lot_size_sqft: z.number().nullable(),
    building_area_sqft: z.number().nullable(),
    assessed_total_value: z.number().nullable(),
    oldest_year_built: z.number().int().nullable(),
    newest_year_built: z.number().int().nullable(),
  }),
  primary: propertySummarySchema.nullable(),
});
export type PropertyReport = z.infer<typeof propertyReportSchema>;

export const propertyFullSchema = propertySummarySchema.extend({
  owner_name: z.string().nullable(),
  land_use_code: z.string().nullable(),
  effective_year_built: z.number().int().nullable(),
  stories: z.number().int().nullable(),
  units: z.number().int().nullable(),
  assessed_land_value: z.number().nullable(),
  assessed_improvement_value: z.number().nullable(),
  last_sale_date: z.string().nullable(),
  last_sale_price: z.number().nullable(),
  tax_amount: z.number().nullable(),
  tax_year: z.number().int().nullable(),
});
export type PropertyFull = z.infer<typeof propertyFullSchema>;

/** .../reports/full-property: every property with every field. */
export const fullPropertyReportSchema = z.object({
  ...reportBase,
  properties: z.array(propertyFullSchema),
});
export type FullPropertyReport = z.infer<typeof fullPropertyReportSchema>;

/**
 * Hazard groups of the dashboard and the FEMA National Risk Index hazards
 * (or the crime index) each one takes its score from: the group's score is
 * the highest of its parts.
 */
export const HAZARD_GROUPS = [
  {
    key: 'flood',
    label: 'Flood',
    parts: [
      ['cfld', 'Coastal Flooding'],
      ['rfld', 'Riverine Flooding'],
    ],
  },
  { key: 'fire', label: 'Fire', parts: [['wfir', 'Wildfire']] },
  {
    key: 'wind',
    label: 'Wind',
    parts: [
      ['hrcn', 'Hurricane'],
      ['trnd', 'Tornado'],
      ['swnd', 'Strong Wind'],
      ['hail', 'Hail'],
    ],
  },
  {
    key: 'ground',
    label: 'Ground',
    parts: [
      ['erqk', 'Earthquake'],
      ['lnds', 'Landslide'],
    ],
  },
  {
    key: 'crime',
    label: 'Crime',
    parts: [
      ['crime', 'Crime Index'],
      ['violent_crime', 'Violent Crime Index'],
      ['property_crime', 'Property Crime Index'],
    ],
  },
] as const;
export type HazardGroupKey = (typeof HAZARD_GROUPS)[number]['key'];

/** A score from 0 to 100 (crime: an index, 100 = national average). */
export const hazardScoreSchema = z.object({
  key: z.string(),
  label: z.string(),
  score: z.number().nullable(),
  rating: z.string().nullable(),
});
export type HazardScore = z.infer<typeof hazardScoreSchema>;

export const hazardGroupSchema = hazardScoreSchema.extend({
  key: z.enum(['flood', 'fire', 'wind', 'ground', 'crime']),
  parts: z.array(hazardScoreSchema),
});
export type HazardGroup = z.infer<typeof hazardGroupSchema>;

/**
 * .../reports/hazards: the county's National Risk Index and the ZIP's
 * crime index. `latitude`/`longitude` are the company's, rounded to 7
 * decimals: the screen matches the answer to the company by them (SPEC §4).
 */
export const hazardsReportSchema = z.object({
  ...reportBase,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  county_fips: z.string().nullable(),
  county_name: z.string().nullable(),
  overall: hazardScoreSchema.nullable(),
  expected_annual_loss: hazardScoreSchema.nullable(),
  groups: z.array(hazardGroupSchema),
});
export type HazardsReport = z.infer<typeof hazardsReportSchema>;

export const motorCarrierSchema = z.object({
  dot_number: z.string(),
  legal_name: z.string().nullable(),
  dba_name: z.string().nullable(),
  carrier_operation: z.string().nullable(),
  hazmat: z.boolean(),
  passenger: z.boolean(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  telephone: z.string().nullable(),
  email: z.string().nullable(),
  mcs150_date: z.string().nullable(),
  mcs150_mileage: z.number().int().nullable(),
  mcs150_mileage_year: z.number().int().nullable(),
  add_date: z.string().nullable(),
  power_units: z.number().int().nullable(),
  drivers: z.number().int().nullable(),
  operations: z.array(z.string()),
});
export type MotorCarrier = z.infer<typeof motorCarrierSchema>;

/**
 * A company's count of DOT motor carriers and their fleet; a sum is null
 * when no carrier reports it (no record, not 0).
 */
export const dotTotalsSchema = z.object({
  carriers: z.number().int(),
  power_units: z.number().int().nullable(),
  drivers: z.number().int().nullable(),
});
export type DotTotals = z.infer<typeof dotTotalsSchema>;

/** .../reports/dot: the company's DOT motor carriers and their fleet. */
export const dotReportSchema = z.object({
  ...reportBase,
  totals: dotTotalsSchema,
  carriers: z.array(motorCarrierSchema),
});
export type DotReport = z.infer<typeof dotReportSchema>;

export const wcPolicySchema = z.object({
  policy_number: z.string().nullable(),
  carrier_name: z.string().nullable(),
  carrier_naic: z.string().nullable(),
  effective_date: z.string().nullable(),
  expiration_date: z.string().nullable(),
  cancellation_date: z.string().nullable(),
  reinstatement_date: z.string().nullable(),
  coverage_status: z.string().nullable(),
  class_code: z.string().nullable(),
  experience_mod: z.number().nullable(),
  estimated_premium: z.number().nullable(),
  peo_name: z.string().nullable(),
  self_insured: z.boolean(),
});
export type WcPolicy = z.infer<typeof wcPolicySchema>;

/**
 * .../reports/workers-comp: every policy, the latest effective first;
 * `current` is the in-force policy with the latest expiration, if any.
 */
export const workersCompReportSchema = z.object({
  ...reportBase,
  current: wcPolicySchema.nullable(),
  policies: z.array(wcPolicySchema),
});
export type WorkersCompReport = z.infer<typeof workersCompReportSchema>;
