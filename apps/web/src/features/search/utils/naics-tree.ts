import type { NaicsNode } from '@edge/contracts';
import { criteriaCodesOf } from '../../../utils/naics-codes';

export interface NaicsIndex {
  byCode: ReadonlyMap<string, NaicsNode>;
  children: ReadonlyMap<string | null, readonly NaicsNode[]>;
}

export function buildNaicsIndex(nodes: readonly NaicsNode[]): NaicsIndex {
  const byCode = new Map<string, NaicsNode>();
  const children = new Map<string | null, NaicsNode[]>();
  for (const node of nodes) {
    byCode.set(node.code, node);
    const siblings = children.get(node.parent) ?? [];
    siblings.push(node);
    children.set(node.parent, siblings);
  }
  return { byCode, children };
}

export type NaicsCheck = 'checked' | 'covered' | 'partial' | 'unchecked';

/**
 * How a node shows: ticked itself, ticked through a ticked ancestor
 * (covered), holding ticked descendants (partial), or not ticked.
 */
export function naicsCheckOf(
  selected: readonly string[],
  code: string,
): NaicsCheck {
  const own = criteriaCodesOf(code);
  if (own.every((c) => selected.includes(c))) return 'checked';
  const isCovered = own.every((c) =>
    selected.some((s) => c !== s && c.startsWith(s)),
  );
  if (isCovered) return 'covered';
  const hasDescendant = selected.some((s) =>
    own.some((c) => s !== c && s.startsWith(c)),
  );
  return hasDescendant ? 'partial' : 'unchecked';
}

/** Ticking a node replaces its ticked descendants; unticking removes it. */
export function toggleNaics(
  selected: readonly string[],
  code: string,
): string[] {
  const own = criteriaCodesOf(code);
  const check = naicsCheckOf(selected, code);
  if (check === 'covered') return [...selected];
  if (check === 'checked') return selected.filter((s) => !own.includes(s));
  const kept = selected.filter((s) => !own.some((c) => s.startsWith(c)));
  return [...kept, ...own];
}

/** The node codes a criteria list names, for chips: 31, 32, 33 is 31-33. */
export function selectedNodeCodes(
  index: NaicsIndex,
  selected: readonly string[],
): string[] {
  const ranges = [...index.byCode.keys()].filter((c) => c.includes('-'));
  const rangeOf = (code: string) =>
    ranges.find((r) => criteriaCodesOf(r).includes(code));
  const codes = selected.map((code) => {
    const range = rangeOf(code);
    const isWhole =
      range !== undefined &&
      criteriaCodesOf(range).every((c) => selected.includes(c));
    return isWhole ? range : code;
  });
  return [...new Set(codes)];
}

function matchesText(node: NaicsNode, words: readonly string[]): boolean {
  const title = node.title.toLowerCase();
  return words.every((w) => node.code.startsWith(w) || title.includes(w));
}

/** A search shows at most this many matching nodes. */
export const NAICS_MATCH_LIMIT = 200;

/**
 * The nodes to show for a search text: the matches (at most `limit`) and
 * their ancestors. Null when there is no text (show the tree as it is).
 */
export function filterNaics(
  index: NaicsIndex,
  text: string,
  limit = NAICS_MATCH_LIMIT,
): { visible: Set<string>; matches: number } | null {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const visible = new Set<string>();
  let matches = 0;
  for (const node of index.byCode.values()) {
    if (matches >= limit || !matchesText(node, words)) continue;
    matches += 1;
    for (let n: NaicsNode | undefined = node; n;) {
      visible.add(n.code);
      n = n.parent === null ? undefined : index.byCode.get(n.parent);
    }
  }
  return { visible, matches };
}
