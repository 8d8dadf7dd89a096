import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FieldComparers } from '../odata/evaluate-filter';
import {
  applyODataQuery,
  readODataQuery,
  type CollectionRules,
  type ODataQuery,
} from '../odata/odata-query';
import { pageSchema } from './schemas';

// One collection answer: the query options read, the page, the count and
// the next page's address while rows remain.

function nextLink(request: FastifyRequest, query: ODataQuery): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  for (const key of [...url.searchParams.keys()]) {
    if (/^\$(skip|top)$/i.test(key)) url.searchParams.delete(key);
  }
  url.searchParams.set('$skip', String(query.skip + query.top));
  url.searchParams.set('$top', String(query.top));
  return url.toString();
}

export function answerCollection<Row extends object, Item extends z.ZodType>(
  request: FastifyRequest,
  rows: readonly Row[],
  rules: CollectionRules & { comparers?: FieldComparers },
  item: Item,
  toItem: (row: Row, query: ODataQuery) => z.input<Item>,
) {
  const query = readODataQuery(request.query as Record<string, unknown>, rules);
  const { page, total } = applyODataQuery(rows, query, rules.comparers);
  const more = query.skip + page.length < total && page.length > 0;
  return pageSchema(item).parse({
    '@odata.count': total,
    value: page.map((row) => toItem(row, query)),
    ...(more ? { '@odata.nextLink': nextLink(request, query) } : {}),
  });
}
