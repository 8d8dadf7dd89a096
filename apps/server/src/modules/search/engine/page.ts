import type { SortOrders } from './sort-orders';

export interface PageRequest {
  offset: number;
  limit: number;
  sort: { field: string; direction: 'asc' | 'desc' } | null;
}

const BY_NAME = 'entity_name';

/** The rows of one page of `matched` (in name order) under a sort. */
export function pageRows(
  matched: Int32Array,
  rowCount: number,
  orders: SortOrders,
  { offset, limit, sort }: PageRequest,
): Int32Array {
  const field = sort?.field ?? BY_NAME;
  const descending = sort?.direction === 'desc';
  if (field === BY_NAME) {
    if (!descending) return matched.slice(offset, offset + limit);
    const end = Math.max(0, matched.length - offset);
    return matched.slice(Math.max(0, end - limit), end).reverse();
  }
  const marks = new Uint8Array(rowCount);
  for (let i = 0; i < matched.length; i++) marks[matched[i]!] = 1;
  const { rows, withValue } = orders.get(field);
  const page: number[] = [];
  let skipped = 0;
  const take = (row: number) => {
    if (!marks[row]) return false;
    if (skipped < offset) skipped++;
    else page.push(row);
    return page.length >= limit;
  };
  if (descending) {
    for (let i = withValue - 1; i >= 0; i--) if (take(rows[i]!)) break;
  } else {
    for (let i = 0; i < withValue; i++) if (take(rows[i]!)) break;
  }
  if (page.length < limit) {
    for (let i = withValue; i < rows.length; i++) if (take(rows[i]!)) break;
  }
  return Int32Array.from(page);
}
