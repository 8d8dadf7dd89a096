import {
  brokerSearchQuerySchema,
  type BrokerSearchQueryInput,
} from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { DirectoryBuilder } from './broker-directory';
import type { ClientLinkRow } from './broker-search.repository';
import type { SearchBrokersView } from './brokers.table';
import { searchDirectory } from './search-directory';

const broker = (
  msid: string,
  name: string,
  extra: Partial<SearchBrokersView> = {},
): SearchBrokersView => ({
  msid,
  name,
  name_normalized: name,
  address: '1 Main St',
  city: 'Sacramento',
  state: 'CA',
  zip: '95814',
  client_count: 0,
  ...extra,
});

// `clients` links of one broker in one state, each company with figures.
function links(
  msid: string,
  state: string,
  clients: number,
  figures: Partial<ClientLinkRow> = {},
): ClientLinkRow[] {
  return Array.from({ length: clients }, (_, i) => ({
    muns: `${msid}-${state}-${i}`,
    msid,
    state,
    participants: 10,
    premium: 1000,
    ...figures,
  }));
}

const BROKERS = [
  broker('B1', 'Golden State Benefits, LLC', {
    name_normalized: 'Golden State Benefits',
  }),
  broker('B2', 'HARBOR RISK PARTNERS', { city: 'Reno', state: 'NV' }),
  broker('B3', 'Pacific  Benefit Group', {
    city: null,
    zip: '98101-2200',
    state: 'WA',
  }),
  broker('B4', 'Lone Star Brokers', { city: 'Austin', state: 'TX' }),
  broker('B5', 'No Clients Agency'),
];

const directory = (() => {
  const builder = new DirectoryBuilder();
  const all = [
    ...links('B1', 'CA', 25),
    ...links('B1', 'TX', 300),
    ...links('B2', 'NV', 26, { premium: null }),
    ...links('B2', 'OR', 1, { participants: null, premium: '1000.5' }),
    ...links('B3', 'WA', 251, { participants: null, premium: null }),
    ...links('B4', 'TX', 3),
  ];
  for (const link of all) builder.add(link);
  return builder.finish('v1', BROKERS);
})();

const WEST = new Set(['CA', 'NV', 'OR', 'WA']);
const search = (
  input: BrokerSearchQueryInput,
  permitted: ReadonlySet<string> = WEST,
) =>
  searchDirectory(directory, permitted, brokerSearchQuerySchema.parse(input));
const msids = (input: BrokerSearchQueryInput, permitted?: Set<string>) =>
  search(input, permitted).brokers.map((b) => b.msid);

describe('searchDirectory', () => {
  it('should count and add up only the permitted states', () => {
    const answer = search({});
    expect(answer.total).toBe(3);
    expect(answer.brokers).toEqual([
      expect.objectContaining({
        msid: 'B3',
        clients: 251,
        participants: null,
        premium: null,
      }),
      expect.objectContaining({
        msid: 'B2',
        clients: 27,
        participants: 260,
        premium: 1000.5,
      }),
      expect.objectContaining({
        msid: 'B1',
        clients: 25,
        participants: 250,
        premium: 25_000,
      }),
    ]);
  });

  it('should list no broker for a user without states', () => {
    expect(search({}, new Set())).toMatchObject({ total: 0, brokers: [] });
  });

  it('should match either name anywhere, in any case and spacing', () => {
    expect(msids({ name: 'benefits' })).toEqual(['B1']);
    expect(msids({ name: 'llc' })).toEqual(['B1']);
    expect(msids({ name: 'Risk partners' })).toEqual(['B2']);
    expect(msids({ name: 'pacific benefit' })).toEqual(['B3']);
    expect(msids({ name: 'star' }, new Set(['TX']))).toEqual(['B4']);
  });

  it('should filter by office state, city and the ZIP first five digits', () => {
    expect(msids({ states: ['NV', 'WA'] })).toEqual(['B3', 'B2']);
    expect(msids({ city: 'sacra' })).toEqual(['B1']);
    expect(msids({ zip: '98101' })).toEqual(['B3']);
  });

  it('should put book sizes in bins by clients in the permitted states', () => {
    expect(msids({ bins: ['local'] })).toEqual(['B1']);
    expect(msids({ bins: ['regional'] })).toEqual(['B2']);
    expect(msids({ bins: ['national'] })).toEqual(['B3']);
    // B1 has 325 clients in all states: national there.
    const everywhere = new Set([...WEST, 'TX']);
    expect(msids({ bins: ['national'] }, everywhere)).toEqual(['B1', 'B3']);
  });

  it('should sort empty values last in both directions, then by name', () => {
    expect(msids({ sort: 'premium.desc' })).toEqual(['B1', 'B2', 'B3']);
    expect(msids({ sort: 'premium.asc' })).toEqual(['B2', 'B1', 'B3']);
    expect(msids({ sort: 'city.asc' })).toEqual(['B2', 'B1', 'B3']);
    expect(msids({ sort: 'city.desc' })).toEqual(['B1', 'B2', 'B3']);
    expect(msids({ sort: 'name.asc' })).toEqual(['B1', 'B2', 'B3']);
    expect(msids({ sort: 'state.desc' })).toEqual(['B3', 'B2', 'B1']);
  });

  it('should page the sorted brokers', () => {
    expect(search({ pageSize: 5, page: 0, sort: 'name.desc' })).toMatchObject({
      total: 3,
      page: 0,
      pageSize: 5,
    });
    expect(msids({ pageSize: 5, page: 1 })).toEqual([]);
  });
});
