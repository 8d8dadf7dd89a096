import {
  getPermittedStates,
  type BrokerClient,
  type BrokerClientSortField,
  type BrokerClientsQuery,
  type BrokerClientsResponse,
  type BrokerProfile,
  type ProductsMap,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { bookByState, type StateBook } from './book-of-business';
import type { BookCache } from './book-cache';
import { BrokerError } from './brokers.errors';
import {
  bookContracts,
  brokerClients,
  countClients,
  findBroker,
  listClients,
  projectionVersion,
  type ClientRow,
} from './brokers.repository';
import type { SearchBrokersView } from './brokers.table';
import { mergeBooks } from './merge-books';

/** What the broker rules need of the signed-in user. */
export interface BrokersUser {
  products: ProductsMap;
}

async function requireBroker(db: Db, msid: string) {
  const broker = await findBroker(db, msid);
  if (!broker) throw new BrokerError('BROKER_NOT_FOUND');
  return broker;
}

// ARCHITECTURE §5: a state outside the permitted ones is never counted.
const permittedStates = (user: BrokersUser) =>
  getPermittedStates(user.products, 'eb');

// The broker's book in every state, the same for every user: kept per
// projection version, as the largest brokers have tens of thousands of
// contracts (docs/data/broker-profile.md).
async function booksOf(
  db: Db,
  cache: BookCache,
  broker: SearchBrokersView,
): Promise<StateBook[]> {
  const name = broker.name_normalized;
  if (name === null) return [];
  const version = await projectionVersion(db);
  return cache.get(version, broker.msid, async () => {
    const [clients, contracts] = await Promise.all([
      brokerClients(db, broker.msid),
      bookContracts(db, name),
    ]);
    return bookByState(clients, contracts);
  });
}

/** GET /api/v1/brokers/:msid. */
export async function getBrokerProfile(
  db: Db,
  cache: BookCache,
  user: BrokersUser,
  msid: string,
): Promise<BrokerProfile> {
  const broker = await requireBroker(db, msid);
  const books = await booksOf(db, cache, broker);
  return {
    msid: broker.msid,
    name: broker.name ?? broker.name_normalized ?? broker.msid,
    address: broker.address,
    city: broker.city,
    state: broker.state,
    zip: broker.zip,
    ...mergeBooks(books, new Set(permittedStates(user))),
  };
}

const nullableNumber = (value: unknown) =>
  value === null ? null : Number(value);

// The projection's renewal mask has bit m-1 for month m: the earliest.
function firstMonth(mask: number): number | null {
  for (let month = 1; month <= 12; month += 1) {
    if (mask & (1 << (month - 1))) return month;
  }
  return null;
}

const toClient = (row: ClientRow): BrokerClient => ({
  muns: row.muns,
  entity_name: row.name,
  city: row.city,
  state: row.state,
  employees: nullableNumber(row.employees),
  participants: nullableNumber(row.participants),
  premium: nullableNumber(row.premium),
  renewal_month: firstMonth(Number(row.renewal_months)),
  carrier: row.carrier,
});

/** GET /api/v1/brokers/:msid/clients. */
export async function listBrokerClients(
  db: Db,
  user: BrokersUser,
  msid: string,
  query: BrokerClientsQuery,
): Promise<BrokerClientsResponse> {
  const broker = await requireBroker(db, msid);
  const states = permittedStates(user);
  const { page, pageSize } = query;
  const [field, direction] = query.sort.split('.') as [
    BrokerClientSortField,
    'asc' | 'desc',
  ];
  const rows =
    states.length > 0
      ? await listClients(db, broker.msid, states, {
          offset: page * pageSize,
          limit: pageSize,
          field,
          direction,
        })
      : [];
  // Past the last page no row carries the count.
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : page > 0 && states.length > 0
        ? await countClients(db, broker.msid, states)
        : 0;
  return { total, page, pageSize, clients: rows.map(toClient) };
}
