import {
  BENEFIT_LINES,
  BROKER_TOP_CARRIERS,
  type BookOfBusiness,
  type BrokerCarrier,
  type BrokerLine,
  type BrokerProfile,
  type BrokerState,
} from '@edge/contracts';
import type { StateBook } from './book-of-business';

/** The profile's figures: everything but the broker's own name and address. */
export type BookSummary = Omit<
  BrokerProfile,
  'msid' | 'name' | 'address' | 'city' | 'state' | 'zip'
>;

const cents = (value: number) => Math.round(value * 100) / 100;

function totals(books: readonly StateBook[]): BookOfBusiness {
  let planYear: number | null = null;
  const sums = { commissions: 0, fees: 0, premium: 0, persons_covered: 0 };
  for (const book of books) {
    if (book.planYear !== null && book.planYear > (planYear ?? -Infinity)) {
      planYear = book.planYear;
    }
    sums.commissions += book.commissions;
    sums.fees += book.fees;
    sums.premium += book.premium;
    sums.persons_covered += book.personsCovered;
  }
  return {
    plan_year: planYear,
    commissions: cents(sums.commissions),
    fees: cents(sums.fees),
    premium: cents(sums.premium),
    persons_covered: sums.persons_covered,
  };
}

// SPEC §9: the top 10, by clients, then premium, then name.
function topCarriers(books: readonly StateBook[]): BrokerCarrier[] {
  const merged = new Map<string, { clients: number; premium: number }>();
  for (const book of books) {
    for (const [name, { clients, premium }] of book.carriers) {
      const sum = merged.get(name) ?? { clients: 0, premium: 0 };
      merged.set(name, {
        clients: sum.clients + clients,
        premium: sum.premium + premium,
      });
    }
  }
  return [...merged]
    .map(([name, { clients, premium }]) => ({
      carrier_name_normalized: name,
      clients,
      premium: cents(premium),
    }))
    .sort(
      (a, b) =>
        b.clients - a.clients ||
        b.premium - a.premium ||
        a.carrier_name_normalized.localeCompare(b.carrier_name_normalized),
    )
    .slice(0, BROKER_TOP_CARRIERS);
}

function lineMix(books: readonly StateBook[]): BrokerLine[] {
  const clientsOf = (id: number) =>
    books.reduce((sum, book) => sum + (book.lines.get(id) ?? 0), 0);
  return BENEFIT_LINES.map((line) => ({
    id: line.id,
    label: line.label,
    clients: clientsOf(line.id),
  }))
    .filter((line) => line.clients > 0)
    .sort((a, b) => b.clients - a.clients || a.id - b.id);
}

const byClients = (a: BrokerState, b: BrokerState) =>
  b.clients - a.clients || a.state.localeCompare(b.state);

/** The figures of the states a user may see, from the books of all states. */
export function mergeBooks(
  books: readonly StateBook[],
  permitted: ReadonlySet<string>,
): BookSummary {
  const seen = books.filter((book) => permitted.has(book.state));
  return {
    client_count: seen.reduce((sum, book) => sum + book.clients, 0),
    book_of_business: totals(seen),
    carriers: topCarriers(seen),
    states: seen
      .map((book) => ({ state: book.state, clients: book.clients }))
      .sort(byClients),
    lines: lineMix(seen),
    renewal_months: Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      clients: seen.reduce((sum, book) => sum + book.months[i]!, 0),
    })),
  };
}
