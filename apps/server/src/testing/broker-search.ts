import type { Db } from '../db/database';
import type { BrokerSearchHit, BrokerSearchSortField } from '@edge/contracts';
import type { RawBuilder, SqlBool } from 'kysely';

export type ExpectedBroker = BrokerSearchHit & { sort_name: string };

export interface BrokerFilters {
  /** On the broker row, `b`. */
  where?: RawBuilder<SqlBool>;
  /** On the count of clients. */
  having?: RawBuilder<SqlBool>;
}

/**
 * The broker search answer computed independently in plain SQL: brokers
 * grouped with their clients in `states`, `where` on the broker row,
 * `having` on the client count.
 */
export async function expectedBrokers(
  db: Db,
  states: readonly string[] | 'all',
  filters: BrokerFilters = {},
): Promise<ExpectedBroker[]> {
  let query = db
    .selectFrom('search_company_brokers as l')
    .innerJoin('search_companies as sc', 'sc.muns', 'l.muns')
    .innerJoin('search_brokers as b', 'b.msid', 'l.msid')
    .select((eb) => [
      'b.msid',
      'b.name',
      'b.address',
      'b.city',
      'b.state',
      'b.zip',
      eb.fn.countAll().as('clients'),
      eb.fn.sum('sc.participants').as('participants'),
      eb.fn.sum('sc.premium').as('premium'),
    ])
    .groupBy(['b.msid', 'b.name', 'b.address', 'b.city', 'b.state', 'b.zip']);
  if (states !== 'all') query = query.where('sc.state', 'in', [...states]);
  if (filters.where) query = query.where(filters.where);
  if (filters.having) query = query.having(filters.having);
  const rows = await query.execute();
  const num = (v: unknown) => (v === null ? null : Number(v));
  return rows.map((r) => ({
    msid: String(r.msid),
    name: String(r.name),
    sort_name: String(r.name).toLowerCase(),
    address: r.address as string | null,
    city: r.city as string | null,
    state: r.state as string | null,
    zip: r.zip as string | null,
    clients: Number(r.clients),
    participants: num(r.participants),
    premium: num(r.premium),
  }));
}

type Key = string | number | null;

/** Empty values last in both directions, then by name and msid. */
export function sortExpected(
  rows: readonly ExpectedBroker[],
  field: BrokerSearchSortField,
  desc: boolean,
): BrokerSearchHit[] {
  const cmp = (a: Key, b: Key) => (a === b ? 0 : a! < b! ? -1 : 1);
  const byName = (a: ExpectedBroker, b: ExpectedBroker) =>
    cmp(a.sort_name, b.sort_name) || cmp(a.msid, b.msid);
  const key = (r: ExpectedBroker): Key =>
    field === 'name'
      ? r.sort_name
      : field === 'city'
        ? (r.city?.toLowerCase() ?? null)
        : r[field];
  return [...rows]
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      if (x === null || y === null) {
        return x === y ? byName(a, b) : x === null ? 1 : -1;
      }
      return (desc ? cmp(y, x) : cmp(x, y)) || byName(a, b);
    })
    .map(({ sort_name: _, ...hit }) => hit);
}
