import type { WcPolicy, WorkersCompReport } from '@edge/contracts';
import type { Db } from '../../db/database';
import type { CompaniesView } from '../companies/index';
import type { WcPoliciesView } from './commercial-facts.table';
import { factsOf } from './company-reports.repository';
import { sourcesOf } from './report-sources.service';
import { descending, inOrder } from './report-values';

function policyOf(p: WcPoliciesView): WcPolicy {
  return {
    policy_number: p.policy_number,
    carrier_name: p.carrier_name,
    carrier_naic: p.carrier_naic,
    effective_date: p.effective_date,
    expiration_date: p.expiration_date,
    cancellation_date: p.cancellation_date,
    reinstatement_date: p.reinstatement_date,
    coverage_status: p.coverage_status,
    class_code: p.class_code,
    experience_mod: p.experience_mod,
    estimated_premium: p.estimated_premium,
    peo_name: p.peo_name,
    self_insured: p.self_insured === 1,
  };
}

/**
 * In force on a day: in its term (the expiration day is the next term's
 * first), and not cancelled on or before it unless reinstated since.
 */
export function isInForce(p: WcPoliciesView, today: string): boolean {
  if (!p.effective_date || p.effective_date > today) return false;
  if (p.expiration_date !== null && p.expiration_date <= today) return false;
  const cancelled = p.cancellation_date;
  if (cancelled === null || cancelled > today) return true;
  const reinstated = p.reinstatement_date;
  return reinstated !== null && reinstated >= cancelled && reinstated <= today;
}

/**
 * .../reports/workers-comp: every policy, the latest effective first;
 * `current` is the in-force policy that expires last.
 */
export async function workersCompReport(
  db: Db,
  company: CompaniesView,
  today = new Date().toISOString().slice(0, 10),
): Promise<WorkersCompReport> {
  const rows = await factsOf(db, 'wc_policies', company.muns);
  rows.sort(
    inOrder(
      descending((p) => p.effective_date),
      descending((p) => p.expiration_date),
      (a, b) => a.source_key.localeCompare(b.source_key),
    ),
  );
  const current = rows
    .filter((p) => isInForce(p, today))
    .sort(descending((p) => p.expiration_date))[0];
  return {
    muns: company.muns,
    sources: await sourcesOf(db, rows),
    current: current ? policyOf(current) : null,
    policies: rows.map(policyOf),
  };
}
