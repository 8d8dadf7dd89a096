import { BROKER_BINS, lobMaskOf, type EbCriteria } from '@edge/contracts';
import {
  addCounties,
  addNaics,
  addRadius,
  addRange,
  addStates,
  addTerms,
  addZips,
  employeeBounds,
  idFlags,
  Plan,
} from './plan';
import { addPlanSearch } from './eb-plan-search';
import type { SearchIndex } from './search-index';
import { stateIndexOf, zipNumber } from './values';

const SCOPE_BITS = { F5500: 1, 'F5500 SF': 2 } as const;

function addScopes(plan: Plan, scopes: EbCriteria['scopes']) {
  const wantNone = scopes.includes('F5500 NO');
  let bits = 0;
  for (const scope of scopes)
    if (scope !== 'F5500 NO') bits |= SCOPE_BITS[scope];
  const ebScopes = plan.index.ebScopes;
  plan.check((r) => {
    const has = ebScopes[r]!;
    return (has & bits) !== 0 || (wantNone && has === 0);
  });
}

/** Companies with at least one state bit among `codes` in their addresses. */
function addAddressStates(plan: Plan, codes: readonly string[]) {
  if (codes.length === 0) return;
  const mask = new Uint32Array(2);
  for (const code of codes) {
    const s = stateIndexOf(code);
    if (s !== 255) mask[s >> 5]! |= 1 << (s & 31);
  }
  const bits = plan.index.addressStates;
  plan.check(
    (r) =>
      (bits[r * 2]! & mask[0]!) !== 0 || (bits[r * 2 + 1]! & mask[1]!) !== 0,
  );
}

/** Which carrier entries the criteria ask for; null when they name none. */
export function carrierEntryTest(
  index: SearchIndex,
  criteria: EbCriteria,
): ((i: number) => boolean) | null {
  const names = [
    ...criteria.benefits_carrier,
    ...criteria.benefits_carriers_normalized,
  ];
  if (names.length === 0) return null;
  const { carriers, carrierNames } = index;
  const ids = idFlags(
    carrierNames.size,
    names.flatMap((n) => carrierNames.findIgnoringCase(n)),
  );
  return (i) =>
    ids[carriers.raw[i]!] === 1 || ids[carriers.normalized[i]!] === 1;
}

function addCarriers(plan: Plan, criteria: EbCriteria) {
  const test = carrierEntryTest(plan.index, criteria);
  if (!test) return;
  const { carriers } = plan.index;
  plan.check((r) => {
    for (let i = carriers.start[r]!; i < carriers.start[r + 1]!; i++) {
      if (test(i)) return true;
    }
    return false;
  });
}

/** Conditions on one broker entry; a company needs one entry passing all. */
function brokerConditions(index: SearchIndex, criteria: EbCriteria) {
  const links = index.brokerLinks;
  const conditions: ((i: number) => boolean)[] = [];
  if (criteria.benefits_broker.length > 0) {
    const ids = new Set(
      criteria.benefits_broker.flatMap((n) =>
        index.brokerNames.findIgnoringCase(n),
      ),
    );
    conditions.push(
      (i) => ids.has(links.name[i]!) || ids.has(links.normalized[i]!),
    );
  }
  const contains = (text: string, column: Int32Array) => {
    const wanted = text.toLowerCase();
    const ok = index.brokerTexts.values.map((v) => v.includes(wanted));
    conditions.push((i) => column[i]! >= 0 && ok[column[i]!] === true);
  };
  if (criteria.benefits_broker_address) {
    contains(criteria.benefits_broker_address, links.address);
  }
  if (criteria.benefits_broker_city) {
    contains(criteria.benefits_broker_city, links.city);
  }
  if (criteria.benefits_broker_zip) {
    const zip = zipNumber(criteria.benefits_broker_zip);
    conditions.push((i) => links.zip[i] === zip);
  }
  if (criteria.broker_states.length > 0) {
    const states = new Set(criteria.broker_states.map(stateIndexOf));
    conditions.push((i) => states.has(links.state[i]!));
  }
  if (criteria.benefits_broker_counties.length > 0) {
    const ids = new Set(
      criteria.benefits_broker_counties.map((f) => index.counties.find(f)),
    );
    conditions.push((i) => ids.has(links.county[i]!));
  }
  if (criteria.broker_bins.length > 0) {
    const bins = BROKER_BINS.filter((b) =>
      criteria.broker_bins.includes(b.key),
    );
    const clients = index.brokers.clients;
    conditions.push((i) => {
      const n = clients[links.broker[i]!] ?? 0;
      return bins.some((b) => n >= b.min && (b.max === null || n <= b.max));
    });
  }
  return conditions;
}

/** Which broker entries the criteria ask for; null when they ask nothing. */
export function brokerEntryFlags(
  index: SearchIndex,
  criteria: EbCriteria,
): Uint8Array | null {
  const conditions = brokerConditions(index, criteria);
  if (conditions.length === 0) return null;
  const ok = new Uint8Array(index.brokerLinks.broker.length);
  for (let i = 0; i < ok.length; i++) {
    ok[i] = conditions.every((condition) => condition(i)) ? 1 : 0;
  }
  return ok;
}

function addBrokers(plan: Plan, criteria: EbCriteria) {
  const ok = brokerEntryFlags(plan.index, criteria);
  if (!ok) return;
  const links = plan.index.brokerLinks;
  plan.check((r) => {
    for (let i = links.start[r]!; i < links.start[r + 1]!; i++) {
      if (ok[i]) return true;
    }
    return false;
  });
}

/** Compiles benefits criteria for a user who may see `permitted`. */
export function planEb(
  index: SearchIndex,
  criteria: EbCriteria,
  permitted: readonly string[],
): Plan {
  const plan = new Plan(index);
  addScopes(plan, criteria.scopes);
  addStates(plan, permitted, criteria.selected_states);
  addCounties(plan, criteria.state_county);
  addAddressStates(plan, criteria.states);
  addZips(plan, criteria.zips);
  if (criteria.latitude !== 0 || criteria.longitude !== 0) {
    addRadius(plan, {
      latitude: criteria.latitude,
      longitude: criteria.longitude,
      miles: criteria.radius_miles,
      label: criteria.autocomplete,
    });
  }
  addNaics(plan, criteria.companyNaicsSearch.industry_search_criterias);
  addTerms(
    plan,
    [
      [
        (word) => index.names.rowsFor(word, index.size),
        criteria.searchOptions.name,
      ],
    ],
    criteria.searchOptions.matchAllTerms,
  );
  addTerms(
    plan,
    [
      [
        (word) => index.lobOther.rowsFor(word, index.size),
        criteria.lob_free_form,
      ],
    ],
    true,
  );
  addRange(
    plan,
    index.employees,
    ...employeeBounds(criteria.employeeRangeSearch),
  );
  const revenue = criteria.insightSearch.revenueRange;
  addRange(plan, index.revenue, revenue.min, revenue.max);
  if (criteria.benefits_plan_renewal_months.length > 0) {
    let months = 0;
    for (const m of criteria.benefits_plan_renewal_months)
      months |= 1 << (m - 1);
    const renewal = index.renewalMonths;
    plan.check((r) => (renewal[r]! & months) !== 0);
  }
  const lob = lobMaskOf(criteria);
  if (lob !== 0) {
    const mask = index.lobMask;
    plan.check((r) => (mask[r]! & lob) !== 0);
  }
  addPlanSearch(plan, criteria.planSearch);
  addCarriers(plan, criteria);
  addBrokers(plan, criteria);
  return plan;
}
