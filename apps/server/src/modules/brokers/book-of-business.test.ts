import { describe, expect, it } from 'vitest';
import {
  bookByState,
  latestYearContracts,
  lineIdsOf,
  type BookClient,
  type BookContract,
} from './book-of-business';
import { mergeBooks } from './merge-books';

const contract = (overrides: Partial<BookContract>): BookContract => ({
  muns: 'M1',
  plan_year: 2025,
  carrier: 'Aetna',
  premium: 1000,
  persons_covered: 10,
  lines: '|0|',
  renewal_month: 1,
  commission: 50,
  fees: 5,
  ...overrides,
});

const CLIENTS: BookClient[] = [
  { muns: 'M1', state: 'CA' },
  { muns: 'M2', state: 'CA' },
  { muns: 'M3', state: 'TX' },
  { muns: 'M4', state: 'TX' },
];

const summarize = (
  contracts: BookContract[],
  states = ['CA', 'TX'],
  clients = CLIENTS,
) => mergeBooks(bookByState(clients, contracts), new Set(states));

describe('lineIdsOf', () => {
  it('should read the SPEC §3 ids of a lines list once each', () => {
    expect(lineIdsOf('|0|2|3|')).toEqual([0, 2, 3]);
    expect(lineIdsOf('|2|2|')).toEqual([2]);
    expect(lineIdsOf('|21|x|7|')).toEqual([7]);
    expect(lineIdsOf(null)).toEqual([]);
    expect(lineIdsOf('')).toEqual([]);
  });
});

describe('latestYearContracts', () => {
  it("should keep each client's contracts of its latest year with the broker", () => {
    const kept = latestYearContracts([
      contract({ muns: 'M1', plan_year: 2024, premium: 1 }),
      contract({ muns: 'M1', plan_year: 2025, premium: 2 }),
      contract({ muns: 'M1', plan_year: 2025, premium: 3 }),
      contract({ muns: 'M2', plan_year: 2024, premium: 4 }),
      contract({ muns: 'M3', plan_year: null, premium: 5 }),
      contract({ muns: 'M4', plan_year: null, premium: 6 }),
      contract({ muns: 'M4', plan_year: 2023, premium: 7 }),
    ]);
    expect(kept.map((c) => c.premium)).toEqual([2, 3, 4, 5, 7]);
  });
});

describe('the book of business', () => {
  const CONTRACTS = [
    contract({ muns: 'M1', plan_year: 2024, premium: 999_999 }),
    contract({ muns: 'M1', lines: '|0|2|', commission: 10.1, fees: 0.2 }),
    contract({ muns: 'M1', carrier: 'Delta', lines: '|2|', premium: 500 }),
    contract({ muns: 'M2', plan_year: 2024, renewal_month: 7, fees: 0.1 }),
    contract({ muns: 'M3', carrier: null, renewal_month: null, lines: null }),
    contract({ muns: 'M9', premium: 123_456 }),
  ];

  it('should total the latest year and count clients per carrier, line, state and month', () => {
    const summary = summarize(CONTRACTS);
    expect(summary.client_count).toBe(4);
    expect(summary.book_of_business).toEqual({
      plan_year: 2025,
      commissions: 160.1,
      fees: 10.3,
      premium: 3500,
      persons_covered: 40,
    });
    expect(summary.carriers).toEqual([
      { carrier_name_normalized: 'Aetna', clients: 2, premium: 2000 },
      { carrier_name_normalized: 'Delta', clients: 1, premium: 500 },
    ]);
    expect(summary.states).toEqual([
      { state: 'CA', clients: 2 },
      { state: 'TX', clients: 2 },
    ]);
    expect(summary.lines).toEqual([
      { id: 0, label: 'Health', clients: 2 },
      { id: 2, label: 'Dental', clients: 1 },
    ]);
    expect(summary.renewal_months).toHaveLength(12);
    expect(summary.renewal_months[0]).toEqual({ month: 1, clients: 1 });
    expect(summary.renewal_months[6]).toEqual({ month: 7, clients: 1 });
  });

  it('should count only the permitted states', () => {
    const summary = summarize(CONTRACTS, ['TX', 'NV']);
    expect(summary.client_count).toBe(2);
    expect(summary.states).toEqual([{ state: 'TX', clients: 2 }]);
    expect(summary.book_of_business).toMatchObject({
      premium: 1000,
      commissions: 50,
    });
    expect(summary.carriers).toEqual([]);
    expect(summary.lines).toEqual([]);
  });

  it('should keep the top 10 carriers by clients, then premium, then name', () => {
    const clients = Array.from({ length: 12 }, (_, i) => ({
      muns: `M${i}`,
      state: i % 2 ? 'CA' : 'TX',
    }));
    const contracts = clients.map(({ muns }, i) =>
      contract({ muns, carrier: `Carrier ${i % 11}`, premium: i }),
    );
    const carriers = summarize(contracts, ['CA', 'TX'], clients).carriers;
    expect(carriers).toHaveLength(10);
    expect(carriers[0]).toEqual({
      carrier_name_normalized: 'Carrier 0',
      clients: 2,
      premium: 11,
    });
    expect(carriers.slice(1, 3).map((c) => c.carrier_name_normalized)).toEqual([
      'Carrier 10',
      'Carrier 9',
    ]);
  });

  it('should answer zeros without clients', () => {
    const summary = summarize([], ['CA'], []);
    expect(summary).toMatchObject({
      client_count: 0,
      book_of_business: {
        plan_year: null,
        commissions: 0,
        fees: 0,
        premium: 0,
        persons_covered: 0,
      },
      carriers: [],
      states: [],
      lines: [],
    });
    expect(summary.renewal_months.every((m) => m.clients === 0)).toBe(true);
  });
});
