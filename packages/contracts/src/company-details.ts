import { z } from 'zod';
import {
  dotTotalsSchema,
  motorCarrierSchema,
  reportSourceSchema,
} from './company-reports';
import {
  oshaInspectionSchema,
  oshaPenalties,
  oshaTotalsSchema,
  oshaViolationSchema,
  oshaViolationTypeCounts,
  whdCaseSchema,
  whdTotalsSchema,
} from './compliance-reports';

// The company details pages (SPEC §2: /edge/osha-details/:muns,
// /edge/osha-details2/:muns, /edge/whd-details/:muns, /edge/dot-details/:muns,
// /edge/alternate-addresses/:module/:muns): every row of one source for one
// company, sorted and paged by the server.

/** The company a details page is about: its name and main address. */
export const detailsCompanySchema = z.object({
  muns: z.string(),
  entity_name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string(),
  zip: z.string().nullable(),
});
export type DetailsCompany = z.infer<typeof detailsCompanySchema>;

// Every details answer: the company, its sources, the count and the page.
const detailsPage = {
  company: detailsCompanySchema,
  sources: z.array(reportSourceSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};

/** GET /api/v1/companies/:muns/osha/inspections; totals over every inspection. */
export const oshaInspectionsResponseSchema = z.object({
  ...detailsPage,
  totals: oshaTotalsSchema.omit({ serious: true, willful: true, repeat: true }),
  rows: z.array(oshaInspectionSchema),
});
export type OshaInspectionsResponse = z.infer<
  typeof oshaInspectionsResponseSchema
>;

/**
 * GET /api/v1/companies/:muns/osha/violations. `inspection`: the one the
 * list is narrowed to, else null; totals over the listed violations
 * (`other`: other-than-serious and unclassified).
 */
export const oshaViolationsResponseSchema = z.object({
  ...detailsPage,
  inspection: oshaInspectionSchema.nullable(),
  totals: z.object({
    violations: z.number().int(),
    ...oshaViolationTypeCounts,
    other: z.number().int(),
    ...oshaPenalties,
  }),
  rows: z.array(oshaViolationSchema),
});
export type OshaViolationsResponse = z.infer<
  typeof oshaViolationsResponseSchema
>;

/** GET /api/v1/companies/:muns/whd/cases; totals over every case. */
export const whdCasesResponseSchema = z.object({
  ...detailsPage,
  totals: whdTotalsSchema,
  rows: z.array(whdCaseSchema),
});
export type WhdCasesResponse = z.infer<typeof whdCasesResponseSchema>;

/** GET /api/v1/companies/:muns/dot/carriers; totals over every carrier. */
export const dotCarriersResponseSchema = z.object({
  ...detailsPage,
  totals: dotTotalsSchema,
  rows: z.array(motorCarrierSchema),
});
export type DotCarriersResponse = z.infer<typeof dotCarriersResponseSchema>;

/** A source that gives an address: its dataset, label and as-of date. */
export const addressSourceSchema = z.object({
  dataset: z.string(),
  label: z.string(),
  as_of_date: z.string().nullable(),
});
export type AddressSource = z.infer<typeof addressSourceSchema>;

/**
 * An address of the company, once however many sources give it (compared
 * in upper case without punctuation, ZIP+4 as ZIP), spelled as the newest
 * source spells it. `sources`: every source giving it, newest first;
 * `as_of_date`: the newest one's. `is_main` when it is the company's main
 * address. `id`: the newest source row's key, unique.
 */
export const companyAddressSchema = z.object({
  id: z.string(),
  sources: z.array(addressSourceSchema),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  county_fips: z.string().nullable(),
  county_name: z.string().nullable(),
  as_of_date: z.string().nullable(),
  is_main: z.boolean(),
});
export type CompanyAddress = z.infer<typeof companyAddressSchema>;

/** GET /api/v1/companies/:muns/addresses. */
export const companyAddressesResponseSchema = z.object({
  ...detailsPage,
  rows: z.array(companyAddressSchema),
});
export type CompanyAddressesResponse = z.infer<
  typeof companyAddressesResponseSchema
>;
