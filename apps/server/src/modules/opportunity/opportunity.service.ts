import type { Module, OpportunityScore } from '@edge/contracts';
import type { Db } from '../../db/database';
import { daysBetween, dateParts } from '../alerts/index';
import type { CompaniesView } from '../companies/index';
import { REPORT_LOADERS } from '../company-reports/index';
import {
  benefitsFacts,
  commercialFacts,
  type KindDue,
} from '../renewals/index';
import {
  benefitsFactors,
  commercialFactors,
  scoreOf,
  type RecentRecord,
} from './opportunity-rules';

// The years the compliance factors look back: this one and the two before.
const RECENT_YEARS = 3;

/** Days to the soonest date of a kind from today on; null without one. */
function soonest(
  dues: readonly KindDue[],
  kind: KindDue['kind'],
  today: string,
): number | null {
  const days = dues
    .filter((due) => due.kind === kind && due.dueDate >= today)
    .map((due) => daysBetween(today, due.dueDate));
  return days.length > 0 ? Math.min(...days) : null;
}

// Counts and money of a report's years from `since` on.
function recent<Y extends { year: number }>(
  years: readonly Y[],
  since: number,
  count: (y: Y) => number,
  money: (y: Y) => number,
): RecentRecord {
  const kept = years.filter((y) => y.year >= since);
  return {
    since,
    count: kept.reduce((sum, y) => sum + count(y), 0),
    money: kept.reduce((sum, y) => sum + money(y), 0),
  };
}

async function benefitsScore(
  db: Db,
  company: CompaniesView,
  today: string,
): Promise<OpportunityScore> {
  const [facts, peers] = await Promise.all([
    benefitsFacts(db, [company.muns], today),
    REPORT_LOADERS['peer-benchmarks'](db, company),
  ]);
  const own = facts.get(company.muns);
  const factors = benefitsFactors({
    renewalDays: soonest(own?.dues ?? [], 'benefit_plan_year', today),
    contest: own?.contest ?? {
      fromYear: null,
      toYear: null,
      carrierChanges: null,
      brokerChanges: null,
      incumbent: null,
    },
    premiumPerParticipant: peers.premium_per_participant,
    commissionRate: peers.commission_rate,
  });
  return scoreOf(company.muns, 'eb', today, factors);
}

async function commercialScore(
  db: Db,
  company: CompaniesView,
  today: string,
): Promise<OpportunityScore> {
  const [facts, osha, whd, dot] = await Promise.all([
    commercialFacts(db, [company.muns], today),
    REPORT_LOADERS.osha(db, company),
    REPORT_LOADERS.whd(db, company),
    REPORT_LOADERS.dot(db, company),
  ]);
  const [year] = dateParts(today);
  const since = year - RECENT_YEARS + 1;
  const own = facts.get(company.muns);
  const factors = commercialFactors({
    renewalDays: soonest(own?.dues ?? [], 'wc_expiration', today),
    carrierChanges: own?.contest.carrierChanges ?? null,
    osha: recent(
      osha.by_year,
      since,
      (y) => y.violations,
      (y) => y.current_penalty,
    ),
    wageHour: recent(
      whd.by_year,
      since,
      (y) => y.cases,
      (y) => y.back_wages,
    ),
    powerUnits:
      dot.totals.carriers === 0 ? null : (dot.totals.power_units ?? 0),
    mcs150Days: soonest(own?.dues ?? [], 'mcs150_update', today),
  });
  return scoreOf(company.muns, 'pc', today, factors);
}

/**
 * The company's opportunity score in a module, for `today`. The caller
 * has checked the company with requireCompany for the module.
 */
export function opportunityScore(
  db: Db,
  company: CompaniesView,
  module: Module,
  today: string,
): Promise<OpportunityScore> {
  return module === 'eb'
    ? benefitsScore(db, company, today)
    : commercialScore(db, company, today);
}
