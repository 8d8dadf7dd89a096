import { ALL_STATE_CODES } from '@edge/contracts';
import { NO_SCORE, type SearchIndex } from './search-index';

/** A sort key per row; NaN sorts last in both directions. */
export type KeyOf = (index: SearchIndex) => Float64Array;

const numbers =
  (column: (index: SearchIndex) => ArrayLike<number>, missing: number) =>
  (index: SearchIndex) => {
    const values = column(index);
    const keys = new Float64Array(index.size);
    for (let r = 0; r < index.size; r++) {
      const v = values[r]!;
      keys[r] = v === missing || Number.isNaN(v) ? Number.NaN : v;
    }
    return keys;
  };

const ranks =
  (
    column: (index: SearchIndex) => ArrayLike<number>,
    dictionary: (index: SearchIndex) => { rankOf(id: number): number },
  ) =>
  (index: SearchIndex) => {
    const ids = column(index);
    const dict = dictionary(index);
    const keys = new Float64Array(index.size);
    for (let r = 0; r < index.size; r++) {
      keys[r] = ids[r]! < 0 ? Number.NaN : dict.rankOf(ids[r]!);
    }
    return keys;
  };

const STATE_RANK = (() => {
  const sorted = [...ALL_STATE_CODES].sort();
  const rank = new Float64Array(256).fill(Number.NaN);
  ALL_STATE_CODES.forEach((code, i) => (rank[i] = sorted.indexOf(code)));
  return rank;
})();

const firstMonth = (mask: number) =>
  mask === 0 ? Number.NaN : 31 - Math.clz32(mask & -mask) + 1;

/** Sort keys of every sortable column of both modules. */
export const SORT_KEYS: Record<string, KeyOf> = {
  city: ranks(
    (i) => i.city,
    (i) => i.cities,
  ),
  state: (index) =>
    index.state.reduce((keys, s, r) => {
      keys[r] = STATE_RANK[s]!;
      return keys;
    }, new Float64Array(index.size)),
  zip: numbers((i) => i.zip, -1),
  industry: ranks(
    (i) => i.industry,
    (i) => i.industries,
  ),
  employees: numbers((i) => i.employees, -1),
  revenue: numbers((i) => i.revenue, Number.NaN),
  activity_date: numbers((i) => i.activityDay, -1),
  osha_violations: numbers((i) => i.oshaViolations, Number.NaN),
  whd_back_wages: numbers((i) => i.whdBackWages, Number.NaN),
  dot_power_units: numbers((i) => i.dotPowerUnits, -1),
  wc_expiration_date: numbers((i) => i.wcExpirationDay, -1),
  participants: numbers((i) => i.participants, -1),
  renewal_month: (index) =>
    index.renewalMonths.reduce((keys, mask, r) => {
      keys[r] = firstMonth(mask);
      return keys;
    }, new Float64Array(index.size)),
  premium: numbers((i) => i.premium, Number.NaN),
  carrier: ranks(
    (i) => i.topCarrier,
    (i) => i.carrierNames,
  ),
  broker: ranks(
    (i) => i.topBroker,
    (i) => i.brokerNames,
  ),
  plan_year: numbers((i) => i.planYear, 0),
  // The score of the module searched: search.service names the column.
  opportunity_pc: numbers((i) => i.opportunityPc, NO_SCORE),
  opportunity_eb: numbers((i) => i.opportunityEb, NO_SCORE),
};

/** Rows by a key ascending (ties in name order), missing values last. */
export interface SortOrder {
  rows: Int32Array;
  /** Rows with a value: rows[0..withValue) are sorted, the rest missing. */
  withValue: number;
}

export function buildOrder(keys: Float64Array): SortOrder {
  // Filled in place: no row lists on the heap beside the order itself.
  const rows = new Int32Array(keys.length);
  let withValue = 0;
  for (let r = 0; r < keys.length; r++) {
    if (!Number.isNaN(keys[r]!)) rows[withValue++] = r;
  }
  let at = withValue;
  for (let r = 0; r < keys.length; r++) {
    if (Number.isNaN(keys[r]!)) rows[at++] = r;
  }
  rows.subarray(0, withValue).sort((a, b) => keys[a]! - keys[b]! || a - b);
  return { rows, withValue };
}

/** Sort orders of one index, built on first use. */
export class SortOrders {
  private readonly built = new Map<string, SortOrder>();

  constructor(private readonly index: SearchIndex) {}

  get(field: string): SortOrder {
    let order = this.built.get(field);
    if (!order) {
      const keyOf = SORT_KEYS[field];
      if (!keyOf) throw new Error(`No sort key for ${field}`);
      order = buildOrder(keyOf(this.index));
      this.built.set(field, order);
    }
    return order;
  }
}
