import { sql, type Expression, type SelectQueryBuilder } from 'kysely';

/** One page of a details table, sorted by one whitelisted column. */
export interface PageRequest<F extends string> {
  offset: number;
  limit: number;
  field: F;
  direction: 'asc' | 'desc';
}

/** The page a `?page&pageSize&sort=field.direction` query asks for. */
export function pageRequest<F extends string>(query: {
  page: number;
  pageSize: number;
  sort: `${F}.${'asc' | 'desc'}`;
}): PageRequest<F> {
  const [field, direction] = query.sort.split('.') as [F, 'asc' | 'desc'];
  return {
    offset: query.page * query.pageSize,
    limit: query.pageSize,
    field,
    direction,
  };
}

/**
 * One page of a company's rows, sorted by the columns `keys` gives the
 * page's field, empty values last either way, then by the source row's
 * key (`tieBreak`) so equal values keep one order from page to page.
 */
export function listPage<DB, TB extends keyof DB, O, F extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  keys: Readonly<Record<F, SortKey>>,
  page: PageRequest<F>,
  tieBreak: Expression<unknown> = sql`source_key`,
): Promise<O[]> {
  let sorted = query;
  for (const key of [keys[page.field]].flat()) {
    sorted = sorted.orderBy(key, (ob) =>
      page.direction === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsLast(),
    );
  }
  return sorted
    .orderBy(tieBreak)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** A column to sort by, or several read in turn. */
export type SortKey = Expression<unknown> | readonly Expression<unknown>[];

/**
 * A text id of digits sorts as a number: shorter first, then by digits
 * (no cast, so a stray letter cannot fail the query).
 */
export const digitsKey = (column: string): SortKey => [
  sql`length(${sql.ref(column)})`,
  sql.ref(column),
];

/** A database number (PostgreSQL sends counts and sums as text). */
export const toNumber = (value: unknown): number =>
  value === null || value === undefined ? 0 : Number(value);

export const toNumberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
