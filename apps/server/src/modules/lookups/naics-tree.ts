import { loadNaics, naicsTitle } from '@edge/reference-data';
import { compareText } from './match-key';

/** A NAICS node without counts: the tree is the same for everyone. */
export interface NaicsTitleNode {
  code: string;
  title: string;
  level: number;
  parent: string | null;
}

// Manufacturing, retail and transportation are sectors spanning several
// two-digit codes.
const SECTOR_RANGES: Readonly<Record<string, string>> = {
  '31': '31-33',
  '32': '31-33',
  '33': '31-33',
  '44': '44-45',
  '45': '44-45',
  '48': '48-49',
  '49': '48-49',
};

/** The code of the node at `level` (2 to 6) that a NAICS code falls under. */
export function naicsAncestor(code: string, level: number): string {
  const prefix = code.slice(0, level);
  return level === 2 ? (SECTOR_RANGES[prefix] ?? prefix) : prefix;
}

const levelOf = (code: string) => (code.includes('-') ? 2 : code.length);
// Parents are prefixes, so sorting by this key lists each parent first.
const sortKey = (code: string) =>
  code.includes('-') ? code.slice(0, 2) : code;

function buildTree(): NaicsTitleNode[] {
  const data = loadNaics();
  return Object.keys(data)
    .filter((code) => /^\d{2,6}$|^\d{2}-\d{2}$/.test(code))
    .sort((a, b) => compareText(sortKey(a), sortKey(b)))
    .map((code) => {
      const level = levelOf(code);
      return {
        code,
        title: naicsTitle(data, code),
        level,
        parent: level === 2 ? null : naicsAncestor(code, level - 1),
      };
    });
}

let tree: readonly NaicsTitleNode[] | undefined;

/** The NAICS 2017 tree from the naics package, built on first use. */
export function naicsTitleTree(): readonly NaicsTitleNode[] {
  tree ??= buildTree();
  return tree;
}
