import { BENEFIT_LINES } from '@edge/contracts';

/** One Schedule A contract that lists the broker, with its Part 1 pay. */
export interface BookContract {
  muns: string;
  plan_year: number | null;
  carrier: string | null;
  premium: number;
  persons_covered: number;
  /** Line ids as the filing lists them: '|0|2|'. */
  lines: string | null;
  renewal_month: number | null;
  /** The broker's commission and fees on this contract (all its rows). */
  commission: number;
  fees: number;
}

/** A client and its company state. */
export interface BookClient {
  muns: string;
  state: string;
}

/**
 * The broker's book among the clients of one state. A client has one
 * state, so distinct-client counts of states add up, and so does the rest.
 */
export interface StateBook {
  state: string;
  clients: number;
  planYear: number | null;
  commissions: number;
  fees: number;
  premium: number;
  personsCovered: number;
  carriers: Map<string, { clients: number; premium: number }>;
  /** Clients per benefit line id. */
  lines: Map<number, number>;
  /** Clients per renewal month, January first. */
  months: number[];
}

const yearKey = (year: number | null) => year ?? Number.NEGATIVE_INFINITY;

/**
 * Each client's contracts of its latest plan year with this broker, so a
 * client filing every year is counted once (a contract without a year
 * counts only when none of the client's contracts has one).
 */
export function latestYearContracts(
  contracts: readonly BookContract[],
): BookContract[] {
  const latest = new Map<string, number>();
  for (const { muns, plan_year } of contracts) {
    const year = Math.max(latest.get(muns) ?? -Infinity, yearKey(plan_year));
    latest.set(muns, year);
  }
  return contracts.filter((c) => yearKey(c.plan_year) === latest.get(c.muns));
}

const LINE_IDS = new Set(BENEFIT_LINES.map((line) => line.id));

/** '|0|2|' → [0, 2]: the SPEC §3 ids a contract covers. */
export function lineIdsOf(lines: string | null): number[] {
  if (!lines) return [];
  const ids = lines
    .split('|')
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => LINE_IDS.has(id));
  return [...new Set(ids)];
}

/** Adds a client to the set of a key. */
function addClient<K>(sets: Map<K, Set<string>>, key: K, muns: string) {
  const set = sets.get(key) ?? new Set<string>();
  set.add(muns);
  sets.set(key, set);
}

const sizes = <K>(sets: Map<K, Set<string>>) =>
  new Map([...sets].map(([key, set]) => [key, set.size]));

function emptyBook(state: string): StateBook {
  return {
    state,
    clients: 0,
    planYear: null,
    commissions: 0,
    fees: 0,
    premium: 0,
    personsCovered: 0,
    carriers: new Map(),
    lines: new Map(),
    months: Array.from({ length: 12 }, () => 0),
  };
}

function bookOfState(
  state: string,
  clients: number,
  contracts: readonly BookContract[],
): StateBook {
  const book = { ...emptyBook(state), clients };
  const carrierClients = new Map<string, Set<string>>();
  const lineClients = new Map<number, Set<string>>();
  const monthClients = new Map<number, Set<string>>();
  for (const c of contracts) {
    if (c.plan_year !== null && c.plan_year > (book.planYear ?? -Infinity)) {
      book.planYear = c.plan_year;
    }
    book.commissions += c.commission;
    book.fees += c.fees;
    book.premium += c.premium;
    book.personsCovered += c.persons_covered;
    if (c.carrier) {
      addClient(carrierClients, c.carrier, c.muns);
      const carrier = book.carriers.get(c.carrier);
      if (carrier) carrier.premium += c.premium;
      else book.carriers.set(c.carrier, { clients: 0, premium: c.premium });
    }
    for (const id of lineIdsOf(c.lines)) addClient(lineClients, id, c.muns);
    const month = c.renewal_month;
    if (month !== null && month >= 1 && month <= 12) {
      addClient(monthClients, month, c.muns);
    }
  }
  for (const [name, n] of sizes(carrierClients)) {
    book.carriers.get(name)!.clients = n;
  }
  book.lines = sizes(lineClients);
  for (const [month, n] of sizes(monthClients)) book.months[month - 1] = n;
  return book;
}

/**
 * The broker's book per client state, from its clients and the contracts
 * that list it: the part of a profile that does not depend on the user.
 */
export function bookByState(
  clients: readonly BookClient[],
  contracts: readonly BookContract[],
): StateBook[] {
  const stateOf = new Map(clients.map((c) => [c.muns, c.state]));
  const clientsPer = new Map<string, number>();
  for (const { state } of clients) {
    clientsPer.set(state, (clientsPer.get(state) ?? 0) + 1);
  }
  const contractsPer = new Map<string, BookContract[]>();
  for (const contract of latestYearContracts(contracts)) {
    const state = stateOf.get(contract.muns);
    // A contract of a company that is not a client (not in the projection).
    if (state === undefined) continue;
    const list = contractsPer.get(state);
    if (list) list.push(contract);
    else contractsPer.set(state, [contract]);
  }
  return [...clientsPer].map(([state, n]) =>
    bookOfState(state, n, contractsPer.get(state) ?? []),
  );
}
