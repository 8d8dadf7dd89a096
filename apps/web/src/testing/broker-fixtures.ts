import type {
  BrokerClient,
  BrokerClientsResponse,
  BrokerProfile,
  BrokerSearchHit,
  BrokerSearchResponse,
} from '@edge/contracts';

export const BROKER_MSID = 'BLGZT1TT2DW';

export function brokerProfile(
  extra: Partial<BrokerProfile> = {},
): BrokerProfile {
  return {
    msid: BROKER_MSID,
    name: 'Gallagher Benefit Services',
    address: '500 Market St',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
    client_count: 42,
    book_of_business: {
      plan_year: 2025,
      commissions: 1_234_567,
      fees: 45_600,
      premium: 12_345_678,
      persons_covered: 5_320,
    },
    carriers: [
      { carrier_name_normalized: 'Aetna', clients: 20, premium: 7_500_000 },
      { carrier_name_normalized: 'Delta Dental', clients: 9, premium: 950 },
    ],
    states: [
      { state: 'CA', clients: 30 },
      { state: 'NV', clients: 12 },
    ],
    lines: [
      { id: 0, label: 'Health', clients: 35 },
      { id: 2, label: 'Dental', clients: 18 },
    ],
    renewal_months: Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      clients: i === 0 ? 25 : i === 6 ? 10 : 0,
    })),
    ...extra,
  };
}

export function brokerClient(
  muns: string,
  name: string,
  extra: Partial<BrokerClient> = {},
): BrokerClient {
  return {
    muns,
    entity_name: name,
    city: 'Fresno',
    state: 'CA',
    employees: 120,
    participants: 95,
    premium: 2_750_000,
    renewal_month: 7,
    carrier: 'Aetna',
    ...extra,
  };
}

export function clientsPage(
  clients: BrokerClient[],
  total = clients.length,
  page = 0,
  pageSize = 25,
): BrokerClientsResponse {
  return { total, page, pageSize, clients };
}

export function brokerHit(
  msid: string,
  name: string,
  extra: Partial<BrokerSearchHit> = {},
): BrokerSearchHit {
  return {
    msid,
    name,
    address: '500 Market St',
    city: 'SAN FRANCISCO',
    state: 'CA',
    zip: '94105',
    clients: 42,
    participants: 5_320,
    premium: 12_345_678,
    ...extra,
  };
}

export function brokersPage(
  brokers: BrokerSearchHit[],
  total = brokers.length,
  page = 0,
  pageSize = 25,
): BrokerSearchResponse {
  return { total, page, pageSize, brokers };
}
