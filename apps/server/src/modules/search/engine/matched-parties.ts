import type { EbCriteria } from '@edge/contracts';
import { brokerEntryFlags, carrierEntryTest } from './eb-plan';
import type { SearchIndex } from './search-index';

/** The carrier and broker a results row shows, and how many others. */
export interface ShownParties {
  carrier: string | null;
  carrier_more: number;
  broker: string | null;
  broker_msid: string | null;
  broker_more: number;
}

interface TopParties {
  carrier: string | null;
  broker: string | null;
  broker_msid: string | null;
}

/** The first entry of row r passing `test`, or -1. */
function firstEntry(
  start: Int32Array,
  r: number,
  test: (i: number) => boolean,
) {
  for (let i = start[r]!; i < start[r + 1]!; i++) if (test(i)) return i;
  return -1;
}

/** Distinct ids among the entries of row r. */
function distinct(start: Int32Array, r: number, idOf: (i: number) => number) {
  const ids = new Set<number>();
  for (let i = start[r]!; i < start[r + 1]!; i++) ids.add(idOf(i));
  return ids.size;
}

/**
 * Per page row: with a carrier or broker filter, the carrier and broker
 * that matched it (not the company's largest); otherwise the largest.
 * Either way, how many other carriers and brokers the company has.
 */
export function shownParties(
  index: SearchIndex,
  criteria: EbCriteria,
  rows: Int32Array,
  top: readonly TopParties[],
): ShownParties[] {
  const { carriers, carrierNames, brokerLinks, brokerNames, brokers } = index;
  const carrierTest = carrierEntryTest(index, criteria);
  const brokerFlags = brokerEntryFlags(index, criteria);
  const carrierId = (i: number) =>
    carriers.normalized[i]! >= 0 ? carriers.normalized[i]! : carriers.raw[i]!;
  return Array.from(rows, (r, n) => {
    const shown = { ...top[n]! };
    const c = carrierTest ? firstEntry(carriers.start, r, carrierTest) : -1;
    if (c >= 0) shown.carrier = carrierNames.values[carrierId(c)] ?? null;
    const b = brokerFlags
      ? firstEntry(brokerLinks.start, r, (i) => brokerFlags[i] === 1)
      : -1;
    if (b >= 0) {
      const name = brokerLinks.normalized[b]!;
      shown.broker =
        brokerNames.values[name >= 0 ? name : brokerLinks.name[b]!] ?? null;
      shown.broker_msid = brokers.msid.values[brokerLinks.broker[b]!] ?? null;
    }
    const carrierCount = distinct(carriers.start, r, carrierId);
    const brokerCount = distinct(
      brokerLinks.start,
      r,
      (i) => brokerLinks.broker[i]!,
    );
    return {
      ...shown,
      carrier_more: Math.max(0, carrierCount - (shown.carrier ? 1 : 0)),
      broker_more: Math.max(0, brokerCount - (shown.broker ? 1 : 0)),
    };
  });
}
