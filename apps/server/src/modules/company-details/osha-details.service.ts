import type {
  OshaInspection,
  OshaInspectionsQuery,
  OshaInspectionsResponse,
  OshaViolation,
  OshaViolationsQuery,
  OshaViolationsResponse,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { requireCompany, type CompanyUser } from '../companies/index';
import { CompanyDetailsError } from './company-details.errors';
import { toDetailsCompany } from './details-company';
import {
  findInspection,
  inspectionTotals,
  listInspections,
  listViolations,
  violationTotals,
  type InspectionRow,
} from './osha-details.repository';
import { pageRequest, toNumber, toNumberOrNull } from './paging';
import { tableSources, type DatasetTable } from './sources.service';

// Both OSHA pages read inspections and violations (reference §2).
const OSHA_SOURCES: readonly DatasetTable[] = [
  ['osha_inspection', 'osha_inspections'],
  ['osha_violation', 'osha_violations'],
];

const toInspection = (row: InspectionRow): OshaInspection => ({
  activity_nr: row.activity_nr ?? '',
  estab_name: row.estab_name,
  site_address: row.site_address,
  site_city: row.site_city,
  site_state: row.site_state,
  site_zip: row.site_zip,
  naics: row.naics,
  inspection_type: row.inspection_type,
  inspection_scope: row.inspection_scope,
  safety_health: row.safety_health,
  union_status: row.union_status,
  employees_in_establishment: toNumberOrNull(row.employees_in_establishment),
  open_date: row.open_date,
  close_case_date: row.close_case_date,
  violations: toNumber(row.violations),
  initial_penalty: toNumber(row.initial_penalty),
  current_penalty: toNumber(row.current_penalty),
});

type ViolationRow = Awaited<ReturnType<typeof listViolations>>[number];

const toViolation = (row: ViolationRow): OshaViolation => ({
  activity_nr: row.activity_nr ?? '',
  citation_id: row.citation_id,
  standard: row.standard,
  violation_type: row.violation_type,
  issuance_date: row.issuance_date,
  abate_date: row.abate_date,
  initial_penalty: toNumberOrNull(row.initial_penalty),
  current_penalty: toNumberOrNull(row.current_penalty),
  instances: toNumberOrNull(row.instances),
  exposed: toNumberOrNull(row.exposed),
  gravity: toNumberOrNull(row.gravity),
});

/** GET /api/v1/companies/:muns/osha/inspections. */
export async function listOshaInspections(
  db: Db,
  user: CompanyUser,
  muns: string,
  query: OshaInspectionsQuery,
): Promise<OshaInspectionsResponse> {
  const company = await requireCompany(db, user, muns, 'pc');
  const [rows, counts, cited, sources] = await Promise.all([
    listInspections(db, company.muns, pageRequest(query)),
    inspectionTotals(db, company.muns),
    violationTotals(db, company.muns),
    tableSources(db, company.muns, OSHA_SOURCES),
  ]);
  return {
    company: toDetailsCompany(company),
    sources,
    total: toNumber(counts.inspections),
    page: query.page,
    pageSize: query.pageSize,
    totals: {
      inspections: toNumber(counts.inspections),
      open_inspections: toNumber(counts.open),
      violations: toNumber(cited.violations),
      initial_penalty: toNumberOrNull(cited.initial_penalty),
      current_penalty: toNumberOrNull(cited.current_penalty),
      last_inspection_date: counts.last_open_date,
    },
    rows: rows.map(toInspection),
  };
}

// ?activity_nr= must name one of the company's own inspections.
async function narrowedInspection(
  db: Db,
  muns: string,
  activityNr: string | undefined,
): Promise<OshaInspection | null> {
  if (activityNr === undefined) return null;
  const row = await findInspection(db, muns, activityNr);
  if (!row) throw new CompanyDetailsError('OSHA_INSPECTION_NOT_FOUND');
  return toInspection(row);
}

/** GET /api/v1/companies/:muns/osha/violations. */
export async function listOshaViolations(
  db: Db,
  user: CompanyUser,
  muns: string,
  query: OshaViolationsQuery,
): Promise<OshaViolationsResponse> {
  const company = await requireCompany(db, user, muns, 'pc');
  const nr = query.activity_nr;
  const inspection = await narrowedInspection(db, company.muns, nr);
  const [rows, totals, sources] = await Promise.all([
    listViolations(db, company.muns, nr, pageRequest(query)),
    violationTotals(db, company.muns, nr),
    tableSources(db, company.muns, OSHA_SOURCES),
  ]);
  const count = toNumber(totals.violations);
  const [serious, willful, repeat] = [
    toNumber(totals.serious),
    toNumber(totals.willful),
    toNumber(totals.repeat),
  ];
  return {
    company: toDetailsCompany(company),
    sources,
    total: count,
    page: query.page,
    pageSize: query.pageSize,
    inspection,
    totals: {
      violations: count,
      serious,
      willful,
      repeat,
      other: count - serious - willful - repeat,
      initial_penalty: toNumber(totals.initial_penalty),
      current_penalty: toNumber(totals.current_penalty),
    },
    rows: rows.map(toViolation),
  };
}
