import { z } from 'zod';
import { reportSourceSchema } from './company-reports';

/** How many recent inspections or cases the dashboard reports list. */
export const COMPLIANCE_RECENT = 5;

/** An OSHA inspection with the totals of its violations. */
export const oshaInspectionSchema = z.object({
  activity_nr: z.string(),
  estab_name: z.string().nullable(),
  site_address: z.string().nullable(),
  site_city: z.string().nullable(),
  site_state: z.string().nullable(),
  site_zip: z.string().nullable(),
  naics: z.string().nullable(),
  inspection_type: z.string().nullable(),
  inspection_scope: z.string().nullable(),
  safety_health: z.string().nullable(),
  union_status: z.string().nullable(),
  employees_in_establishment: z.number().int().nullable(),
  open_date: z.string().nullable(),
  close_case_date: z.string().nullable(),
  violations: z.number().int(),
  initial_penalty: z.number(),
  current_penalty: z.number(),
});
export type OshaInspection = z.infer<typeof oshaInspectionSchema>;

/** One OSHA citation item of an inspection. */
export const oshaViolationSchema = z.object({
  activity_nr: z.string(),
  citation_id: z.string().nullable(),
  standard: z.string().nullable(),
  violation_type: z.string().nullable(),
  issuance_date: z.string().nullable(),
  abate_date: z.string().nullable(),
  initial_penalty: z.number().nullable(),
  current_penalty: z.number().nullable(),
  instances: z.number().int().nullable(),
  exposed: z.number().int().nullable(),
  gravity: z.number().int().nullable(),
});
export type OshaViolation = z.infer<typeof oshaViolationSchema>;

/** Inspections, violations and penalties of one calendar year. */
export const oshaYearSchema = z.object({
  year: z.number().int(),
  inspections: z.number().int(),
  violations: z.number().int(),
  initial_penalty: z.number(),
  current_penalty: z.number(),
});
export type OshaYear = z.infer<typeof oshaYearSchema>;

/** Violations by OSHA's type codes: S serious, W willful, R repeat. */
export const oshaViolationTypeCounts = {
  serious: z.number().int(),
  willful: z.number().int(),
  repeat: z.number().int(),
};

/** The penalties as proposed and as they stand now. */
export const oshaPenalties = {
  initial_penalty: z.number(),
  current_penalty: z.number(),
};

/** Totals over a company's OSHA inspections and their violations. */
export const oshaTotalsSchema = z.object({
  inspections: z.number().int(),
  open_inspections: z.number().int(),
  violations: z.number().int(),
  ...oshaViolationTypeCounts,
  // Null when no violation gives a penalty: no record, not $0.
  initial_penalty: z.number().nullable(),
  current_penalty: z.number().nullable(),
  last_inspection_date: z.string().nullable(),
});
export type OshaTotals = z.infer<typeof oshaTotalsSchema>;

/**
 * .../reports/osha: totals, a year-by-year series (by open date, oldest
 * first) and the latest inspections. Violation types: S serious, W
 * willful, R repeat, O other (OSHA's codes).
 */
export const oshaReportSchema = z.object({
  muns: z.string(),
  sources: z.array(reportSourceSchema),
  totals: oshaTotalsSchema,
  by_year: z.array(oshaYearSchema),
  recent: z.array(oshaInspectionSchema),
});
export type OshaReport = z.infer<typeof oshaReportSchema>;

/** A wage-and-hour (WHD) compliance action. */
export const whdCaseSchema = z.object({
  case_id: z.string(),
  trade_name: z.string().nullable(),
  legal_name: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  naics: z.string().nullable(),
  naics_description: z.string().nullable(),
  findings_start_date: z.string().nullable(),
  findings_end_date: z.string().nullable(),
  violations: z.number().int().nullable(),
  employees_violated: z.number().int().nullable(),
  back_wages: z.number().nullable(),
  employees_paid: z.number().int().nullable(),
  civil_penalties: z.number().nullable(),
  flsa_violations: z.number().int().nullable(),
  flsa_back_wages: z.number().nullable(),
  flsa_repeat_violator: z.boolean(),
  child_labor_violations: z.number().int().nullable(),
  child_labor_minors: z.number().int().nullable(),
});
export type WhdCase = z.infer<typeof whdCaseSchema>;

/** Cases, back wages and penalties by the year their findings end. */
export const whdYearSchema = z.object({
  year: z.number().int(),
  cases: z.number().int(),
  violations: z.number().int(),
  back_wages: z.number(),
  civil_penalties: z.number(),
});
export type WhdYear = z.infer<typeof whdYearSchema>;

/** Counts and sums over a company's wage-and-hour cases. */
/**
 * Totals over a company's WHD cases; a sum is null when no case gives the
 * figure (no record in the source), 0 only when the cases say 0.
 */
export const whdTotalsSchema = z.object({
  cases: z.number().int(),
  violations: z.number().int().nullable(),
  employees_violated: z.number().int().nullable(),
  back_wages: z.number().nullable(),
  civil_penalties: z.number().nullable(),
});
export type WhdTotals = z.infer<typeof whdTotalsSchema>;

/** .../reports/whd: totals, a year-by-year series and the latest cases. */
export const whdReportSchema = z.object({
  muns: z.string(),
  sources: z.array(reportSourceSchema),
  totals: whdTotalsSchema.extend({
    repeat_violator: z.boolean(),
    child_labor_violations: z.number().int(),
    last_finding_date: z.string().nullable(),
  }),
  by_year: z.array(whdYearSchema),
  recent: z.array(whdCaseSchema),
});
export type WhdReport = z.infer<typeof whdReportSchema>;
