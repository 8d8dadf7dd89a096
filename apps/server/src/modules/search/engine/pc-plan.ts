import { HAZARD_KINDS, type PcCriteria } from '@edge/contracts';
import {
  addCounties,
  addNaics,
  addRadius,
  addRange,
  addStates,
  addTerms,
  addZips,
  idFlags,
  employeeBounds,
  Plan,
} from './plan';
import { keywordRows } from './keywords';
import { FLAG, type SearchIndex } from './search-index';
import { dayOf } from './values';

const yearOf = (text: string, fallback: number) =>
  text === '' ? fallback : Number(text);

function addCompliance(plan: Plan, criteria: PcCriteria) {
  const index = plan.index;
  const { osha, whd, dot, dotYearRange } = criteria.complianceSearch;
  if (osha.has) addRange(plan, index.oshaInspections, 1, null);
  addRange(plan, index.oshaViolations, osha.minViolations, null);
  addRange(plan, index.oshaPenalties, osha.minPenalties, null);
  if (whd.has) addRange(plan, index.whdCases, 1, null);
  addRange(plan, index.whdBackWages, whd.minBackWages, null);
  if (dot.has || dot.hazmat) {
    const flags = index.flags;
    const need = FLAG.dot | (dot.hazmat ? FLAG.hazmat : 0);
    plan.check((r) => (flags[r]! & need) === need);
    addRange(plan, index.dotYear, dotYearRange.min, dotYearRange.max);
  }
  addRange(plan, index.dotPowerUnits, dot.minPowerUnits, dot.maxPowerUnits);
}

function addHazards(plan: Plan, criteria: PcCriteria) {
  const hazard = plan.index.hazard;
  HAZARD_KINDS.forEach((kind, k) => {
    const level = criteria.hazardSearch[kind];
    if (level > 0) plan.check((r) => hazard[r * 5 + k]! >= level);
  });
}

function addWorkersComp(plan: Plan, criteria: PcCriteria) {
  const index = plan.index;
  const wc = criteria.workersCompSearch;
  if (wc.has) {
    const flags = index.flags;
    plan.check((r) => (flags[r]! & FLAG.wc) !== 0);
  }
  if (wc.expirationMonths.length > 0) {
    const months = idFlags(13, wc.expirationMonths);
    const month = index.wcExpirationMonth;
    plan.check((r) => months[month[r]!] === 1);
  }
  if (wc.carriers.length > 0) {
    const ids = idFlags(
      index.wcCarriers.size,
      wc.carriers.flatMap((name) => index.wcCarriers.findIgnoringCase(name)),
    );
    const carrier = index.wcCarrier;
    plan.check((r) => ids[carrier[r]!] === 1);
  }
  addRange(plan, index.wcExperienceMod, wc.minExperienceMod, null);
}

/** Compiles commercial criteria for a user who may see `permitted`. */
export function planPc(
  index: SearchIndex,
  criteria: PcCriteria,
  permitted: readonly string[],
): Plan {
  const plan = new Plan(index);
  const location = criteria.locationSearch;
  addStates(plan, permitted, location.states);
  addCounties(plan, location.counties);
  addZips(plan, location.zips);
  addRadius(plan, location.radius);
  addNaics(plan, criteria.companyNaicsSearch.industry_search_criterias);
  addTerms(
    plan,
    [
      [
        (word) => index.names.rowsFor(word, index.size),
        criteria.termsSearch.name,
      ],
      [(word) => keywordRows(index, word), criteria.termsSearch.keywords],
    ],
    criteria.searchOptions.matchAllTerms,
  );
  addRange(
    plan,
    index.employees,
    ...employeeBounds(criteria.employeeRangeSearch),
  );
  const activity = criteria.activityDateRange;
  addRange(
    plan,
    index.activityDay,
    activity.minDate ? dayOf(activity.minDate) : null,
    activity.maxDate ? dayOf(activity.maxDate) : null,
  );
  const built = criteria.propertyYearBuildRangeSearch;
  if (built.enabled) {
    const [from, to] = built.propertyYearBuildRange;
    const [fromText, toText] = built.propertyYearBuildRangeTb;
    const textbox = built.rangeType === 'textbox';
    addRange(
      plan,
      index.propertyYearBuilt,
      textbox ? yearOf(fromText, from) : from,
      textbox ? yearOf(toText, to) : to,
    );
  }
  addCompliance(plan, criteria);
  addHazards(plan, criteria);
  addWorkersComp(plan, criteria);
  return plan;
}
