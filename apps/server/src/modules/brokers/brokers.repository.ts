import type { BrokerClientSortField } from '@edge/contracts';
import { sql, type Expression } from 'kysely';
import type { Db } from '../../db/database';
import type { BookClient, BookContract } from './book-of-business';
import type { SearchBrokersView } from './brokers.table';

const num = (value: unknown) => (value === null ? 0 : Number(value));
const intOrNull = (value: unknown) =>
  value === null ? null : Math.trunc(Number(value));

/** The projection's version: a new one at every rebuild ('' before). */
export async function projectionVersion(db: Db): Promise<string> {
  const row = await db
    .selectFrom('search_meta')
    .select('value')
    .where('key', '=', 'version')
    .executeTakeFirst();
  return row?.value ?? '';
}

/** The broker directory row of an msid. */
export async function findBroker(
  db: Db,
  msid: string,
): Promise<SearchBrokersView | undefined> {
  return db
    .selectFrom('search_brokers')
    .selectAll()
    .where('msid', '=', msid)
    .executeTakeFirst();
}

// A broker's clients in some states: the msid index, then each company
// by its key. Callers pass at least one state.
const clientsIn = (db: Db, msid: string, states: readonly string[]) =>
  db
    .selectFrom('search_company_brokers as l')
    .innerJoin('search_companies as sc', 'sc.muns', 'l.muns')
    .where('l.msid', '=', msid)
    .where('sc.state', 'in', states);

/** Every client of the broker with its company state. */
export async function brokerClients(
  db: Db,
  msid: string,
): Promise<BookClient[]> {
  return db
    .selectFrom('search_company_brokers as l')
    .innerJoin('search_companies as sc', 'sc.muns', 'l.muns')
    .select(['sc.muns', 'sc.state'])
    .where('l.msid', '=', msid)
    .execute();
}

export async function countClients(
  db: Db,
  msid: string,
  states: readonly string[],
): Promise<number> {
  const row = await clientsIn(db, msid, states)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// The earliest renewal month is the lowest bit of the mask (m & -m);
// no month (0) sorts last.
const SORT_KEYS: Record<BrokerClientSortField, Expression<unknown>> = {
  entity_name: sql`c.sort_name`,
  state: sql`c.state`,
  employees: sql`c.employees`,
  premium: sql`c.premium`,
  renewal_month: sql`nullif(c.renewal_months & -c.renewal_months, 0)`,
};

export interface ClientPage {
  offset: number;
  limit: number;
  field: BrokerClientSortField;
  direction: 'asc' | 'desc';
}

export type ClientRow = Awaited<ReturnType<typeof listClients>>[number];

/**
 * One page of clients, sorted; empty values last, then by name. Each row
 * carries the count of all, as the sort reads them all anyway. The clients
 * are gathered first (materialized): PostgreSQL would otherwise walk the
 * name or state index of every company for a LIMIT, which takes seconds
 * for a broker with few clients in the user's states.
 */
export async function listClients(
  db: Db,
  msid: string,
  states: readonly string[],
  page: ClientPage,
) {
  return db
    .with(
      (cte) => cte('c').materialized(),
      () =>
        clientsIn(db, msid, states).select([
          'sc.muns',
          'sc.sort_name',
          'sc.name',
          'sc.city',
          'sc.state',
          'sc.employees',
          'sc.participants',
          'sc.premium',
          'sc.renewal_months',
          'sc.carrier',
        ]),
    )
    .selectFrom('c')
    .select([
      'c.muns',
      'c.name',
      'c.city',
      'c.state',
      'c.employees',
      'c.participants',
      'c.premium',
      'c.renewal_months',
      'c.carrier',
      sql<number | string>`count(*) over ()`.as('total'),
    ])
    .orderBy(SORT_KEYS[page.field], (ob) =>
      page.direction === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsLast(),
    )
    .orderBy('c.sort_name')
    .orderBy('c.muns')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/**
 * Every Schedule A contract that lists the broker, once, with the broker's
 * commission and fees summed over its Part 1 rows (a broker may be listed
 * twice on one contract). Grouped by the contract's key, so its other
 * columns are well defined. States are the caller's: a state lookup per
 * contract would cost more than the contracts.
 */
export async function bookContracts(
  db: Db,
  brokerNameNormalized: string,
): Promise<BookContract[]> {
  const rows = await db
    .selectFrom('contract_brokers as cb')
    .innerJoin('insurance_contracts as ic', (join) =>
      join
        .onRef('ic.ack_id', '=', 'cb.ack_id')
        .onRef('ic.form_id', '=', 'cb.form_id'),
    )
    .select((eb) => [
      'ic.muns',
      'ic.source_year',
      'ic.carrier_name_normalized',
      'ic.premium',
      'ic.persons_covered',
      'ic.lines',
      'ic.renewal_month',
      eb.fn.sum('cb.commission').as('commission'),
      eb.fn.sum('cb.fees').as('fees'),
    ])
    .where('cb.broker_name_normalized', '=', brokerNameNormalized)
    .where('ic.muns', 'is not', null)
    .groupBy('ic.source_key')
    .execute();
  return rows.map((r) => ({
    muns: r.muns!,
    plan_year: intOrNull(r.source_year),
    carrier: r.carrier_name_normalized,
    premium: num(r.premium),
    persons_covered: num(r.persons_covered),
    lines: r.lines,
    renewal_month: intOrNull(r.renewal_month),
    commission: num(r.commission),
    fees: num(r.fees),
  }));
}
