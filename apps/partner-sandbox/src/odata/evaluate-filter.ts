import type { FilterNode, Literal } from './filter-ast';

/**
 * How a resource compares a field: the value both sides are reduced to.
 * Strings compare without regard to case (as the partner's database
 * collation does) unless a field says otherwise; the account matches
 * compare phones by their digits.
 */
export type FieldComparers = Partial<Record<string, (value: string) => string>>;

type Row = Readonly<Record<string, unknown>>;

const fold = (value: string) => value.toLowerCase();

function comparable(value: unknown, field: string, comparers: FieldComparers) {
  if (typeof value !== 'string') return value;
  return (comparers[field] ?? fold)(value);
}

function equals(
  row: Row,
  field: string,
  literal: Literal,
  comparers: FieldComparers,
): boolean {
  const left = comparable(row[field] ?? null, field, comparers);
  return left === comparable(literal, field, comparers);
}

/** Whether a row satisfies a $filter tree. */
export function matchesFilter(
  row: Row,
  node: FilterNode,
  comparers: FieldComparers = {},
): boolean {
  switch (node.kind) {
    case 'and':
      return (
        matchesFilter(row, node.left, comparers) &&
        matchesFilter(row, node.right, comparers)
      );
    case 'or':
      return (
        matchesFilter(row, node.left, comparers) ||
        matchesFilter(row, node.right, comparers)
      );
    case 'not':
      return !matchesFilter(row, node.operand, comparers);
    case 'eq':
      return equals(row, node.field, node.value, comparers);
    case 'ne':
      return !equals(row, node.field, node.value, comparers);
    case 'in':
      return node.values.some((v) => equals(row, node.field, v, comparers));
    case 'contains': {
      const value = row[node.field];
      if (typeof value !== 'string') return false;
      const needle = comparable(node.value, node.field, comparers) as string;
      return (comparable(value, node.field, comparers) as string).includes(
        needle,
      );
    }
  }
}
