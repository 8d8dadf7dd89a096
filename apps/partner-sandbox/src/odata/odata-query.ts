import { fieldsOf, ODataQueryError, type FilterNode } from './filter-ast';
import { matchesFilter, type FieldComparers } from './evaluate-filter';
import { parseFilter } from './parse-filter';

// A collection's query options: $filter, $orderBy (or OData's $orderby),
// $skip and $top, read from the query string and applied to rows.

export interface OrderBy {
  field: string;
  descending: boolean;
}

export interface ODataQuery {
  filter: FilterNode | null;
  orderBy: OrderBy[];
  skip: number;
  top: number;
}

/** What a collection allows: its fields and its largest page. */
export interface CollectionRules {
  fields: readonly string[];
  maxTop: number;
  comparers?: FieldComparers;
}

// Query option names are matched without regard to case, as OData allows.
function option(query: Record<string, unknown>, name: string) {
  const key = Object.keys(query).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : query[key];
  if (Array.isArray(value)) {
    throw new ODataQueryError(`${name} is given more than once`);
  }
  return typeof value === 'string' ? value : undefined;
}

function count(text: string | undefined, name: string, fallback: number) {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text.trim())) {
    throw new ODataQueryError(`${name} must be a whole number`);
  }
  return Number(text.trim());
}

function checkField(field: string, rules: CollectionRules): void {
  if (!rules.fields.includes(field)) {
    throw new ODataQueryError(`Unknown field '${field}'`);
  }
}

export function parseOrderBy(text: string, rules: CollectionRules): OrderBy[] {
  return text.split(',').map((part) => {
    const [field, direction = 'asc', ...rest] = part.trim().split(/\s+/);
    const dir = direction.toLowerCase();
    if (!field || rest.length > 0 || (dir !== 'asc' && dir !== 'desc')) {
      throw new ODataQueryError(`Cannot read $orderBy '${part.trim()}'`);
    }
    checkField(field, rules);
    return { field, descending: dir === 'desc' };
  });
}

/** Reads the query options; throws ODataQueryError on any it cannot. */
export function readODataQuery(
  query: Record<string, unknown>,
  rules: CollectionRules,
): ODataQuery {
  const filterText = option(query, '$filter');
  const filter = filterText === undefined ? null : parseFilter(filterText);
  if (filter) for (const field of fieldsOf(filter)) checkField(field, rules);
  const orderText = option(query, '$orderby');
  const top = count(option(query, '$top'), '$top', rules.maxTop);
  if (top > rules.maxTop) {
    throw new ODataQueryError(`$top may be at most ${rules.maxTop}`);
  }
  return {
    filter,
    orderBy: orderText ? parseOrderBy(orderText, rules) : [],
    skip: count(option(query, '$skip'), '$skip', 0),
    top,
  };
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'string' && typeof b === 'string') {
    return a.localeCompare(b, 'en', { sensitivity: 'base' });
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

const fieldsOfRow = (row: object) => row as Readonly<Record<string, unknown>>;

/** The rows a query selects, in its order: the page and the total. */
export function applyODataQuery<T extends object>(
  rows: readonly T[],
  query: ODataQuery,
  comparers: FieldComparers = {},
): { page: T[]; total: number } {
  const { filter, orderBy } = query;
  const selected = filter
    ? rows.filter((row) => matchesFilter(fieldsOfRow(row), filter, comparers))
    : [...rows];
  // Array sort is stable: rows equal on every key keep the seed's order.
  selected.sort((a, b) => {
    for (const { field, descending } of orderBy) {
      const order = compareValues(fieldsOfRow(a)[field], fieldsOfRow(b)[field]);
      if (order !== 0) return descending ? -order : order;
    }
    return 0;
  });
  return {
    page: selected.slice(query.skip, query.skip + query.top),
    total: selected.length,
  };
}
