import { z } from 'zod';
import { motorCarrierSchema, reportSourceSchema } from './company-reports';
import {
  oshaInspectionSchema,
  oshaViolationSchema,
  whdCaseSchema,
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
  totals: z.object({
    inspections: z.number().int(),
    open_inspections: z.number().int(),
    violations: z.number().int(),
    initial_penalty: z.number(),
    current_penalty: z.number(),
    last_inspection_date: z.string().nullable(),
  }),
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
    serious: z.number().int(),
    willful: z.number().int(),
    repeat: z.number().int(),
    other: z.number().int(),
    initial_penalty: z.number(),
    current_penalty: z.number(),
  }),
  rows: z.array(oshaViolationSchema),
});
export type OshaViolationsResponse = z.infer<
  typeof oshaViolationsResponseSchema
>;

/** GET /api/v1/companies/:muns/whd/cases; totals over every case. */
export const whdCasesResponseSchema = z.object({
  ...detailsPage,
  totals: z.object({
    cases: z.number().int(),
    violations: z.number().int(),
    employees_violated: z.number().int(),
    back_wages: z.number(),
    civil_penalties: z.number(),
  }),
  rows: z.array(whdCaseSchema),
});
export type WhdCasesResponse = z.infer<typeof whdCasesResponseSchema>;

/** GET /api/v1/companies/:muns/dot/carriers; totals over every carrier. */
export const dotCarriersResponseSchema = z.object({
  ...detailsPage,
  totals: z.object({
    carriers: z.number().int(),
    power_units: z.number().int(),
    drivers: z.number().int(),
  }),
  rows: z.array(motorCarrierSchema),
});
export type DotCarriersResponse = z.infer<typeof dotCarriersResponseSchema>;

/**
 * An address a source gives the company: `dataset` (machine name) and
 * `source` (its label), as of `as_of_date`; `is_main` when it is the
 * company's main address. `id`: the source row's key, unique.
 */
export const companyAddressSchema = z.object({
  id: z.string(),
  dataset: z.string(),
  source: z.string(),
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
