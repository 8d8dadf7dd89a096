import {
  COMPLIANCE_RECENT,
  type WhdCase,
  type WhdReport,
  type WhdYear,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import type { CompaniesView, WhdCasesView } from '../companies/index';
import { factsOf } from './company-reports.repository';
import { sourcesOf } from './report-sources.service';
import {
  descending,
  greatest,
  inOrder,
  knownTotal,
  total,
  yearOf,
} from './report-values';

// Reference §3: R, W or RW when the employer is a repeat or willful violator.
const isRepeat = (c: WhdCasesView) => Boolean(c.flsa_repeat_violator?.trim());

function caseOf(c: WhdCasesView): WhdCase {
  return {
    case_id: c.case_id,
    trade_name: c.trade_name,
    legal_name: c.legal_name,
    address: c.address,
    city: c.city,
    state: c.state,
    zip: c.zip,
    naics: c.naics,
    naics_description: c.naics_description,
    findings_start_date: c.findings_start_date,
    findings_end_date: c.findings_end_date,
    violations: c.violations,
    employees_violated: c.employees_violated,
    back_wages: c.back_wages,
    employees_paid: c.employees_paid,
    civil_penalties: c.civil_penalties,
    flsa_violations: c.flsa_violations,
    flsa_back_wages: c.flsa_back_wages,
    flsa_repeat_violator: isRepeat(c),
    child_labor_violations: c.child_labor_violations,
    child_labor_minors: c.child_labor_minors,
  };
}

// Cases by the calendar year their findings end, oldest first.
function byYear(cases: readonly WhdCasesView[]): WhdYear[] {
  const years = new Map<number, WhdYear>();
  for (const c of cases) {
    const year = yearOf(c.findings_end_date);
    if (year === null) continue;
    const row = years.get(year) ?? {
      year,
      cases: 0,
      violations: 0,
      back_wages: 0,
      civil_penalties: 0,
    };
    row.cases += 1;
    row.violations += c.violations ?? 0;
    row.back_wages += c.back_wages ?? 0;
    row.civil_penalties += c.civil_penalties ?? 0;
    years.set(year, row);
  }
  return [...years.values()].sort((a, b) => a.year - b.year);
}

/** .../reports/whd: totals, a series by year and the latest cases. */
export async function whdReport(
  db: Db,
  company: CompaniesView,
): Promise<WhdReport> {
  const rows = await factsOf(db, 'whd_cases', company.muns);
  rows.sort(
    inOrder(
      descending((c) => c.findings_end_date),
      descending((c) => c.case_id),
    ),
  );
  return {
    muns: company.muns,
    sources: await sourcesOf(db, rows),
    totals: {
      cases: rows.length,
      violations: knownTotal(rows, (c) => c.violations),
      employees_violated: knownTotal(rows, (c) => c.employees_violated),
      back_wages: knownTotal(rows, (c) => c.back_wages),
      civil_penalties: knownTotal(rows, (c) => c.civil_penalties),
      repeat_violator: rows.some(isRepeat),
      child_labor_violations: total(rows, (c) => c.child_labor_violations),
      last_finding_date: greatest(rows.map((c) => c.findings_end_date)),
    },
    by_year: byYear(rows),
    recent: rows.slice(0, COMPLIANCE_RECENT).map(caseOf),
  };
}
