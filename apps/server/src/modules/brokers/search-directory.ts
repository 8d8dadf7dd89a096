import {
  BROKER_BINS,
  type BrokerSearchHit,
  type BrokerSearchQuery,
  type BrokerSearchResponse,
  type BrokerSearchSortField,
} from '@edge/contracts';
import {
  matchText,
  type BrokerDirectory,
  type DirectoryBroker,
} from './broker-directory';

/** A matching broker with its figures in the user's states. */
interface Match {
  broker: DirectoryBroker;
  clients: number;
  participants: number | null;
  premium: number | null;
}

function tallyIn(broker: DirectoryBroker, permitted: ReadonlySet<string>) {
  const match: Match = {
    broker,
    clients: 0,
    participants: null,
    premium: null,
  };
  for (const tally of broker.tallies) {
    if (!permitted.has(tally.state)) continue;
    match.clients += tally.clients;
    if (tally.participants !== null) {
      match.participants = (match.participants ?? 0) + tally.participants;
    }
    if (tally.premium !== null) {
      match.premium = (match.premium ?? 0) + tally.premium;
    }
  }
  return match;
}

// The office filters: name and city anywhere in the text, state and ZIP
// exactly.
function officeCheck(query: BrokerSearchQuery) {
  const name = matchText(query.name);
  const city = matchText(query.city);
  const states = new Set(query.states);
  return (b: DirectoryBroker) =>
    (name === '' || b.nameKey.includes(name)) &&
    (city === '' || b.cityKey.includes(city)) &&
    (states.size === 0 || (b.state !== null && states.has(b.state))) &&
    (query.zip === '' || b.zip5 === query.zip);
}

function binCheck(query: BrokerSearchQuery) {
  const bins = BROKER_BINS.filter((bin) => query.bins.includes(bin.key));
  return (clients: number) =>
    bins.length === 0 ||
    bins.some(
      (bin) => clients >= bin.min && (bin.max === null || clients <= bin.max),
    );
}

type Key = string | number | null;
const KEYS: Record<BrokerSearchSortField, (m: Match) => Key> = {
  name: (m) => m.broker.sortName,
  city: (m) => (m.broker.cityKey === '' ? null : m.broker.cityKey),
  state: (m) => m.broker.state,
  zip: (m) => m.broker.zip,
  clients: (m) => m.clients,
  participants: (m) => m.participants,
  premium: (m) => m.premium,
};

const compare = (a: Key, b: Key) => (a === b ? 0 : a! < b! ? -1 : 1);

/** Empty values last in both directions, then by name and msid. */
export function sortMatches(
  matches: Match[],
  field: BrokerSearchSortField,
  direction: 'asc' | 'desc',
): Match[] {
  const key = KEYS[field];
  const sign = direction === 'asc' ? 1 : -1;
  const byName = (a: Match, b: Match) =>
    compare(a.broker.sortName, b.broker.sortName) ||
    compare(a.broker.msid, b.broker.msid);
  return matches.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x === null || y === null) {
      return x === y ? byName(a, b) : x === null ? 1 : -1;
    }
    return sign * compare(x, y) || byName(a, b);
  });
}

const toCents = (value: number | null) =>
  value === null ? null : Math.round(value * 100) / 100;

const toHit = (match: Match): BrokerSearchHit => ({
  msid: match.broker.msid,
  name: match.broker.name,
  address: match.broker.address,
  city: match.broker.city,
  state: match.broker.state,
  zip: match.broker.zip,
  clients: match.clients,
  participants: match.participants,
  premium: toCents(match.premium),
});

/**
 * Brokers matching the query that have clients in `permitted`, counted
 * in those states only, sorted and paged.
 */
export function searchDirectory(
  directory: BrokerDirectory,
  permitted: ReadonlySet<string>,
  query: BrokerSearchQuery,
): BrokerSearchResponse {
  const isOffice = officeCheck(query);
  const isInBins = binCheck(query);
  const matches: Match[] = [];
  if (permitted.size > 0) {
    for (const broker of directory.brokers) {
      if (!isOffice(broker)) continue;
      const match = tallyIn(broker, permitted);
      if (match.clients > 0 && isInBins(match.clients)) matches.push(match);
    }
  }
  const [field, direction] = query.sort.split('.') as [
    BrokerSearchSortField,
    'asc' | 'desc',
  ];
  const start = query.page * query.pageSize;
  const page = sortMatches(matches, field, direction).slice(
    start,
    start + query.pageSize,
  );
  return {
    total: matches.length,
    page: query.page,
    pageSize: query.pageSize,
    brokers: page.map(toHit),
  };
}
