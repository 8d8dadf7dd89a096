import type { FilterNode } from '../odata/filter-ast';
import { matchesFilter, type FieldComparers } from '../odata/evaluate-filter';
import { MATCH_FIELDS } from './schemas';

type MatchField = (typeof MATCH_FIELDS)[number];

const words = (value: string) =>
  value.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * How the account matches compare: phones by their digits (however the AMS
 * or the caller wrote them), names and address lines without regard to
 * case or runs of spaces.
 */
export const MATCH_COMPARERS: FieldComparers = {
  phone: (value) => value.replace(/\D/g, ''),
  name: words,
  addressLine1: words,
  msid: (value) => value.trim(),
};

function leaves(node: FilterNode): FilterNode[] {
  switch (node.kind) {
    case 'and':
    case 'or':
      return [...leaves(node.left), ...leaves(node.right)];
    case 'not':
    case 'ne':
      return [];
    default:
      return [node];
  }
}

/** The match fields whose own terms of the $filter an account satisfies. */
export function matchedOn(
  row: object,
  filter: FilterNode | null,
): MatchField[] {
  if (!filter) return [];
  const fields = new Set<MatchField>();
  for (const leaf of leaves(filter)) {
    const field = 'field' in leaf ? leaf.field : '';
    if (
      (MATCH_FIELDS as readonly string[]).includes(field) &&
      matchesFilter(row as Record<string, unknown>, leaf, MATCH_COMPARERS)
    ) {
      fields.add(field as MatchField);
    }
  }
  return MATCH_FIELDS.filter((f) => fields.has(f));
}
