import { beforeAll, describe, expect, it } from 'vitest';
import {
  booksAt,
  brokerBooks,
  zipDistance,
  type BrokerBook,
} from './broker-books';

// Brokers: a few national firms with hundreds of clients at 25,000
// companies (thousands at 1,000,000), regional firms, a long tail of local
// agencies; offices in plausible places, near the clients. The book sizes
// are the app's broker-size bins: local 1-25, regional 26-250, national
// over 250 clients.

const binOf = (clients: number) =>
  clients <= 25 ? 'local' : clients <= 250 ? 'regional' : 'national';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('brokers of the sample', () => {
  let books: BrokerBook[];

  beforeAll(async () => {
    books = [...(await brokerBooks()).values()].sort(
      (a, b) => b.clients.size - a.clients.size,
    );
  });

  const inBin = (bin: string) =>
    books.filter((book) => binOf(book.clients.size) === bin);

  it('should fill every broker-size bin', () => {
    expect(inBin('national').length).toBeGreaterThanOrEqual(3);
    expect(inBin('national').length).toBeLessThanOrEqual(8);
    expect(inBin('regional').length).toBeGreaterThanOrEqual(15);
    expect(inBin('local').length).toBeGreaterThanOrEqual(500);
  });

  it('should give the ten largest firms a quarter to a half of the placements', () => {
    const links = books.reduce((sum, book) => sum + book.clients.size, 0);
    const top = books
      .slice(0, 10)
      .reduce((sum, book) => sum + book.clients.size, 0);
    expect(top / links).toBeGreaterThanOrEqual(0.25);
    expect(top / links).toBeLessThanOrEqual(0.5);
  });

  it('should keep local agencies near their clients', () => {
    const distances: number[] = [];
    let sameState = 0;
    let clients = 0;
    for (const book of inBin('local')) {
      for (const [company, place] of book.clients) {
        const office = book.offices.get(company)!;
        clients += 1;
        if (office.state === place.state) sameState += 1;
        const km = zipDistance(office.zip, place.zip);
        if (km !== null) distances.push(km);
      }
    }
    expect(sameState / clients).toBeGreaterThan(0.9);
    expect(median(distances)).toBeLessThan(60);
  });

  it('should give the national firms offices in many states and cities', () => {
    for (const book of inBin('national')) {
      const offices = [...book.offices.values()];
      expect(new Set(offices.map((o) => o.state)).size).toBeGreaterThan(25);
      expect(new Set(offices.map((o) => o.city)).size).toBeGreaterThan(40);
    }
  });

  it('should place the large brokers in several cities of a big state', () => {
    const cities = new Map<string, Set<string>>();
    for (const book of books.filter((b) => b.clients.size > 25)) {
      for (const office of book.offices.values()) {
        const set = cities.get(office.state) ?? new Set();
        set.add(office.city);
        cities.set(office.state, set);
      }
    }
    const spread = ['CA', 'TX', 'FL', 'NY', 'PA', 'IL', 'OH'].map(
      (state) => cities.get(state)?.size ?? 0,
    );
    expect(Math.min(...spread)).toBeGreaterThanOrEqual(3);
  });

  it('should place local agencies in the towns of their clients', () => {
    const byState = new Map<string, Map<string, number>>();
    for (const book of inBin('local')) {
      const office = book.offices.values().next().value!;
      const cities = byState.get(office.state) ?? new Map<string, number>();
      cities.set(office.city, (cities.get(office.city) ?? 0) + 1);
      byState.set(office.state, cities);
    }
    for (const state of ['CA', 'TX', 'FL', 'NY']) {
      const counts = [...byState.get(state)!.values()];
      const total = counts.reduce((a, b) => a + b, 0);
      expect(counts.length).toBeGreaterThan(10);
      expect(Math.max(...counts) / total).toBeLessThan(0.35);
    }
  });

  it('should keep every bin filled at 1,000,000 companies', () => {
    const { directory, clients } = booksAt(books, 1_000_000);
    const sizes = [...clients.values()].sort((a, b) => b - a);
    const inTier = (tier: string) =>
      [...clients]
        .filter(([id]) => directory.brokers[id]!.tier === tier)
        .map(([, n]) => n)
        .sort((a, b) => b - a);
    const count = (bin: string) => sizes.filter((n) => binOf(n) === bin).length;
    expect(inTier('national')[2]).toBeGreaterThan(2_000);
    expect(count('national')).toBeGreaterThanOrEqual(10);
    expect(count('regional')).toBeGreaterThanOrEqual(50);
    expect(count('local')).toBeGreaterThanOrEqual(1_000);
    const local = inTier('local');
    expect(median(local)).toBeGreaterThanOrEqual(2);
    expect(local[0]).toBeLessThan(120);
  });
});
