import type { WhdCase, WhdCasesQuery, WhdCasesResponse } from '@edge/contracts';
import type { Db } from '../../db/database';
import { requireCompany, type CompanyUser } from '../companies/index';
import { toDetailsCompany } from './details-company';
import { pageRequest, toNumber, toNumberOrNull } from './paging';
import { tableSources } from './sources.service';
import { caseTotals, listCases } from './whd-details.repository';

type CaseRow = Awaited<ReturnType<typeof listCases>>[number];

const toCase = (row: CaseRow): WhdCase => ({
  case_id: row.case_id ?? '',
  trade_name: row.trade_name,
  legal_name: row.legal_name,
  address: row.address,
  city: row.city,
  state: row.state,
  zip: row.zip,
  naics: row.naics,
  naics_description: row.naics_description,
  findings_start_date: row.findings_start_date,
  findings_end_date: row.findings_end_date,
  violations: toNumberOrNull(row.violations),
  employees_violated: toNumberOrNull(row.employees_violated),
  back_wages: toNumberOrNull(row.back_wages),
  employees_paid: toNumberOrNull(row.employees_paid),
  civil_penalties: toNumberOrNull(row.civil_penalties),
  flsa_violations: toNumberOrNull(row.flsa_violations),
  flsa_back_wages: toNumberOrNull(row.flsa_back_wages),
  // Reference §3: R, W or RW marks a repeat or willful violator.
  flsa_repeat_violator: Boolean(row.flsa_repeat_violator?.trim()),
  child_labor_violations: toNumberOrNull(row.child_labor_violations),
  child_labor_minors: toNumberOrNull(row.child_labor_minors),
});

/** GET /api/v1/companies/:muns/whd/cases. */
export async function listWhdCases(
  db: Db,
  user: CompanyUser,
  muns: string,
  query: WhdCasesQuery,
): Promise<WhdCasesResponse> {
  const company = await requireCompany(db, user, muns, 'pc');
  const [rows, totals, sources] = await Promise.all([
    listCases(db, company.muns, pageRequest(query)),
    caseTotals(db, company.muns),
    tableSources(db, company.muns, [['whd', 'whd_cases']]),
  ]);
  return {
    company: toDetailsCompany(company),
    sources,
    total: toNumber(totals.cases),
    page: query.page,
    pageSize: query.pageSize,
    totals: {
      cases: toNumber(totals.cases),
      violations: toNumberOrNull(totals.violations),
      employees_violated: toNumberOrNull(totals.employees_violated),
      back_wages: toNumberOrNull(totals.back_wages),
      civil_penalties: toNumberOrNull(totals.civil_penalties),
    },
    rows: rows.map(toCase),
  };
}
