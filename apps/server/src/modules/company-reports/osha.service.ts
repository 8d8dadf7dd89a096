import {
  COMPLIANCE_RECENT,
  type OshaInspection,
  type OshaReport,
  type OshaYear,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import type {
  CompaniesView,
  OshaInspectionsView,
  OshaViolationsView,
} from '../companies/index';
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

type Violations = readonly OshaViolationsView[];

const countOf = (rows: Violations, type: string) =>
  rows.filter((v) => v.violation_type === type).length;

function inspectionOf(i: OshaInspectionsView, rows: Violations) {
  const out: OshaInspection = {
    activity_nr: i.activity_nr,
    estab_name: i.estab_name,
    site_address: i.site_address,
    site_city: i.site_city,
    site_state: i.site_state,
    site_zip: i.site_zip,
    naics: i.naics,
    inspection_type: i.inspection_type,
    inspection_scope: i.inspection_scope,
    safety_health: i.safety_health,
    union_status: i.union_status,
    employees_in_establishment: i.employees_in_establishment,
    open_date: i.open_date,
    close_case_date: i.close_case_date,
    violations: rows.length,
    initial_penalty: total(rows, (v) => v.initial_penalty),
    current_penalty: total(rows, (v) => v.current_penalty),
  };
  return out;
}

// Inspections by the calendar year they opened, oldest first; their
// violations count in that year too.
function byYear(items: readonly OshaInspection[]): OshaYear[] {
  const years = new Map<number, OshaYear>();
  for (const item of items) {
    const year = yearOf(item.open_date);
    if (year === null) continue;
    const row = years.get(year) ?? {
      year,
      inspections: 0,
      violations: 0,
      initial_penalty: 0,
      current_penalty: 0,
    };
    row.inspections += 1;
    row.violations += item.violations;
    row.initial_penalty += item.initial_penalty;
    row.current_penalty += item.current_penalty;
    years.set(year, row);
  }
  return [...years.values()].sort((a, b) => a.year - b.year);
}

/** .../reports/osha: totals, a series by year and the latest inspections. */
export async function oshaReport(
  db: Db,
  company: CompaniesView,
): Promise<OshaReport> {
  const [inspections, violations] = await Promise.all([
    factsOf(db, 'osha_inspections', company.muns),
    factsOf(db, 'osha_violations', company.muns),
  ]);
  inspections.sort(
    inOrder(
      descending((i) => i.open_date),
      descending((i) => i.activity_nr),
    ),
  );
  const items = inspections.map((i) =>
    inspectionOf(
      i,
      violations.filter((v) => v.activity_nr === i.activity_nr),
    ),
  );
  return {
    muns: company.muns,
    sources: await sourcesOf(db, inspections, violations),
    totals: {
      inspections: inspections.length,
      open_inspections: inspections.filter((i) => !i.close_case_date).length,
      violations: violations.length,
      serious: countOf(violations, 'S'),
      willful: countOf(violations, 'W'),
      repeat: countOf(violations, 'R'),
      initial_penalty: knownTotal(violations, (v) => v.initial_penalty),
      current_penalty: knownTotal(violations, (v) => v.current_penalty),
      last_inspection_date: greatest(inspections.map((i) => i.open_date)),
    },
    by_year: byYear(items),
    recent: items.slice(0, COMPLIANCE_RECENT),
  };
}
