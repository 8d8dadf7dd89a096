// The $filter expressions the partner API understands, as a tree.

export type Literal = string | number | boolean | null;

export type FilterNode =
  | { kind: 'and' | 'or'; left: FilterNode; right: FilterNode }
  | { kind: 'not'; operand: FilterNode }
  | { kind: 'eq' | 'ne'; field: string; value: Literal }
  | { kind: 'in'; field: string; values: Literal[] }
  | { kind: 'contains'; field: string; value: string };

/** A $filter, $orderBy, $skip or $top the API cannot read: answered 400. */
export class ODataQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ODataQueryError';
  }
}

/** The fields a node reads, for checking them against a resource's. */
export function fieldsOf(node: FilterNode): string[] {
  switch (node.kind) {
    case 'and':
    case 'or':
      return [...fieldsOf(node.left), ...fieldsOf(node.right)];
    case 'not':
      return fieldsOf(node.operand);
    default:
      return [node.field];
  }
}
