import {
  ALL_STATE_CODES,
  BROKER_NOT_PROVIDED,
  US_STATES,
  US_TERRITORIES,
  type Aggregation,
  type Bucket,
} from '@edge/contracts';
import type { SearchIndex } from './search-index';

const TOP = 10;
const STATE_NAMES = new Map(
  [...US_STATES, ...US_TERRITORIES].map((s) => [s.code, s.name]),
);

function topBuckets(
  counts: Int32Array,
  label: (id: number) => string,
  key: (id: number) => string,
): Bucket[] {
  const ids: number[] = [];
  for (let id = 0; id < counts.length; id++) if (counts[id]! > 0) ids.push(id);
  ids.sort(
    (a, b) => counts[b]! - counts[a]! || label(a).localeCompare(label(b)),
  );
  return ids.slice(0, TOP).map((id) => ({
    key: key(id),
    label: label(id),
    count: counts[id]!,
  }));
}

/** Matched companies per headquarters state, every state with any. */
export function statesAggregation(
  index: SearchIndex,
  matched: Int32Array,
): Aggregation {
  const counts = new Int32Array(256);
  for (let i = 0; i < matched.length; i++) counts[index.state[matched[i]!]!]!++;
  const buckets: Bucket[] = [];
  ALL_STATE_CODES.forEach((code, s) => {
    if (counts[s]! > 0) {
      buckets.push({
        key: code,
        label: STATE_NAMES.get(code) ?? code,
        count: counts[s]!,
      });
    }
  });
  buckets.sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  const known = matched.length - counts[255]!;
  return { buckets, known, total: matched.length };
}

/**
 * Top 10 carriers (by normalized name) among matched companies; known is
 * how many have any Schedule A contract.
 */
export function carriersAggregation(
  index: SearchIndex,
  matched: Int32Array,
): Aggregation {
  const { carriers, carrierNames } = index;
  const counts = new Int32Array(carrierNames.size);
  const seen = new Int32Array(carrierNames.size).fill(-1);
  let known = 0;
  for (let m = 0; m < matched.length; m++) {
    const r = matched[m]!;
    const from = carriers.start[r]!;
    const to = carriers.start[r + 1]!;
    if (to > from) known++;
    for (let i = from; i < to; i++) {
      const id =
        carriers.normalized[i]! >= 0
          ? carriers.normalized[i]!
          : carriers.raw[i]!;
      if (id >= 0 && seen[id] !== r) {
        seen[id] = r;
        counts[id]!++;
      }
    }
  }
  const name = (id: number) => carrierNames.values[id]!;
  return {
    buckets: topBuckets(counts, name, name),
    known,
    total: matched.length,
  };
}

/**
 * Top 10 brokers among matched companies; known is how many list one, and
 * every other matched company counts as 'Broker Not Provided' (SPEC §5).
 */
export function brokersAggregation(
  index: SearchIndex,
  matched: Int32Array,
): Aggregation {
  const { brokerLinks: links, brokers } = index;
  const size = brokers.msid.size;
  const counts = new Int32Array(size + 1);
  const notProvided = size;
  let known = 0;
  for (let m = 0; m < matched.length; m++) {
    const r = matched[m]!;
    const from = links.start[r]!;
    const to = links.start[r + 1]!;
    if (to === from) {
      counts[notProvided]!++;
      continue;
    }
    known++;
    for (let i = from; i < to; i++) counts[links.broker[i]!]!++;
  }
  const label = (id: number) =>
    id === notProvided
      ? BROKER_NOT_PROVIDED
      : (brokers.name[id] ?? brokers.msid.values[id]!);
  const key = (id: number) =>
    id === notProvided ? '' : brokers.msid.values[id]!;
  return {
    buckets: topBuckets(counts, label, key),
    known,
    total: matched.length,
  };
}
