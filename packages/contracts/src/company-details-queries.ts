import { z } from 'zod';
import { queryPageSizeSchema, querySortSchema, reachablePage } from './brokers';
import { moduleSchema } from './products';

// The queries of the company details tables (company-details.ts): page,
// page size and a sort over each table's whitelisted columns.

/** A sort value of a details table, e.g. `open_date.desc`. */
export type DetailsSort<F extends string> = `${F}.${'asc' | 'desc'}`;

// `page` counts from 0; `pageSize` is one of 5, 10, 25, 50 (SPEC §9).
const pageFields = {
  page: z.coerce.number().int().min(0).default(0),
  pageSize: queryPageSizeSchema,
};

// An inspection number: digits only (reference §2).
const activityNrSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, 'An inspection number has digits only');

export const OSHA_INSPECTION_SORT_FIELDS = [
  'activity_nr',
  'estab_name',
  'site_city',
  'site_state',
  'inspection_type',
  'inspection_scope',
  'safety_health',
  'open_date',
  'close_case_date',
  'violations',
  'initial_penalty',
  'current_penalty',
] as const;
export type OshaInspectionSortField =
  (typeof OSHA_INSPECTION_SORT_FIELDS)[number];
export const oshaInspectionSortSchema = querySortSchema(
  OSHA_INSPECTION_SORT_FIELDS,
);
export const DEFAULT_OSHA_INSPECTION_SORT: DetailsSort<OshaInspectionSortField> =
  'open_date.desc';

/** `?page=0&pageSize=25&sort=open_date.desc`. */
export const oshaInspectionsQuerySchema = z
  .object({
    ...pageFields,
    sort: oshaInspectionSortSchema.default(DEFAULT_OSHA_INSPECTION_SORT),
  })
  .refine(...reachablePage('Inspections'));
export type OshaInspectionsQuery = z.output<typeof oshaInspectionsQuerySchema>;

export const OSHA_VIOLATION_SORT_FIELDS = [
  'activity_nr',
  'citation_id',
  'standard',
  'violation_type',
  'issuance_date',
  'abate_date',
  'initial_penalty',
  'current_penalty',
  'instances',
  'exposed',
  'gravity',
] as const;
export type OshaViolationSortField =
  (typeof OSHA_VIOLATION_SORT_FIELDS)[number];
export const oshaViolationSortSchema = querySortSchema(
  OSHA_VIOLATION_SORT_FIELDS,
);
export const DEFAULT_OSHA_VIOLATION_SORT: DetailsSort<OshaViolationSortField> =
  'issuance_date.desc';

/** As inspections, plus `activity_nr` to narrow to one inspection. */
export const oshaViolationsQuerySchema = z
  .object({
    ...pageFields,
    sort: oshaViolationSortSchema.default(DEFAULT_OSHA_VIOLATION_SORT),
    activity_nr: activityNrSchema.optional(),
  })
  .refine(...reachablePage('Violations'));
export type OshaViolationsQuery = z.output<typeof oshaViolationsQuerySchema>;

export const WHD_CASE_SORT_FIELDS = [
  'case_id',
  'trade_name',
  'legal_name',
  'city',
  'state',
  'findings_start_date',
  'findings_end_date',
  'violations',
  'employees_violated',
  'back_wages',
  'civil_penalties',
] as const;
export type WhdCaseSortField = (typeof WHD_CASE_SORT_FIELDS)[number];
export const whdCaseSortSchema = querySortSchema(WHD_CASE_SORT_FIELDS);
export const DEFAULT_WHD_CASE_SORT: DetailsSort<WhdCaseSortField> =
  'findings_end_date.desc';

export const whdCasesQuerySchema = z
  .object({
    ...pageFields,
    sort: whdCaseSortSchema.default(DEFAULT_WHD_CASE_SORT),
  })
  .refine(...reachablePage('Cases'));
export type WhdCasesQuery = z.output<typeof whdCasesQuerySchema>;

export const DOT_CARRIER_SORT_FIELDS = [
  'dot_number',
  'legal_name',
  'carrier_operation',
  'city',
  'state',
  'mcs150_date',
  'mcs150_mileage',
  'power_units',
  'drivers',
] as const;
export type DotCarrierSortField = (typeof DOT_CARRIER_SORT_FIELDS)[number];
export const dotCarrierSortSchema = querySortSchema(DOT_CARRIER_SORT_FIELDS);
export const DEFAULT_DOT_CARRIER_SORT: DetailsSort<DotCarrierSortField> =
  'power_units.desc';

export const dotCarriersQuerySchema = z
  .object({
    ...pageFields,
    sort: dotCarrierSortSchema.default(DEFAULT_DOT_CARRIER_SORT),
  })
  .refine(...reachablePage('Carriers'));
export type DotCarriersQuery = z.output<typeof dotCarriersQuerySchema>;

export const COMPANY_ADDRESS_SORT_FIELDS = [
  'source',
  'address',
  'city',
  'state',
  'zip',
  'as_of_date',
] as const;
export type CompanyAddressSortField =
  (typeof COMPANY_ADDRESS_SORT_FIELDS)[number];
export const companyAddressSortSchema = querySortSchema(
  COMPANY_ADDRESS_SORT_FIELDS,
);
export const DEFAULT_COMPANY_ADDRESS_SORT: DetailsSort<CompanyAddressSortField> =
  'as_of_date.desc';

/** `module`: the module of the page, whose product and states apply. */
export const companyAddressesQuerySchema = z
  .object({
    ...pageFields,
    sort: companyAddressSortSchema.default(DEFAULT_COMPANY_ADDRESS_SORT),
    module: moduleSchema.default('pc'),
  })
  .refine(...reachablePage('Addresses'));
export type CompanyAddressesQuery = z.output<
  typeof companyAddressesQuerySchema
>;
