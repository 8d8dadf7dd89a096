import { GrowableInt32 } from './growable';
import { SortedWords, type SortedWordsParts } from './sorted-words';

/** Lower-case words of letters and digits; apostrophes join ("joe's"). */
export function tokenize(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** One-letter words match exactly; longer ones match as a prefix. */
const MIN_PREFIX = 2;

export interface TokenIndexParts {
  words: SortedWordsParts;
  offsets: Int32Array;
  rows: Int32Array;
}

/**
 * Rows by word, stored compactly: the words sorted, and every word's rows
 * in one array (offsets[w]..offsets[w + 1]). Rows must be added in
 * ascending order so each word's rows come out sorted.
 */
export class TokenIndex {
  private ids: Map<string, number> | null = new Map();
  private pairWord: GrowableInt32 | null = new GrowableInt32();
  private pairRow: GrowableInt32 | null = new GrowableInt32();
  private words = SortedWords.of([]);
  private offsets: Int32Array = new Int32Array(1);
  private rows: Int32Array = new Int32Array(0);

  add(row: number, text: string | null | undefined): void {
    const ids = this.ids!;
    for (const word of new Set(tokenize(text))) {
      let id = ids.get(word);
      if (id === undefined) {
        id = ids.size;
        ids.set(word, id);
      }
      this.pairWord!.push(id);
      this.pairRow!.push(row);
    }
  }

  seal(): void {
    const byId = [...this.ids!.keys()];
    this.ids = null;
    const order = byId
      .map((_, id) => id)
      .sort((a, b) => (byId[a]! < byId[b]! ? -1 : 1));
    const rankOf = new Int32Array(byId.length);
    order.forEach((id, rank) => (rankOf[id] = rank));
    this.words = SortedWords.of(order.map((id) => byId[id]!));
    const words = this.pairWord!;
    const rows = this.pairRow!;
    this.offsets = new Int32Array(byId.length + 1);
    for (let i = 0; i < words.length; i++)
      this.offsets[rankOf[words.get(i)]! + 1]!++;
    for (let w = 0; w < byId.length; w++)
      this.offsets[w + 1]! += this.offsets[w]!;
    const next = this.offsets.slice(0, byId.length);
    this.rows = new Int32Array(words.length);
    for (let i = 0; i < words.length; i++) {
      this.rows[next[rankOf[words.get(i)]!]!++] = rows.get(i);
    }
    this.pairWord = null;
    this.pairRow = null;
  }

  /** What a copy needs once sealed: the words and their rows. */
  parts(): TokenIndexParts {
    return {
      words: this.words.parts(),
      offsets: this.offsets,
      rows: this.rows,
    };
  }

  /** A sealed index from the parts of another (another thread's). */
  static fromParts(parts: TokenIndexParts): TokenIndex {
    const index = new TokenIndex();
    index.ids = null;
    index.pairWord = null;
    index.pairRow = null;
    index.words = SortedWords.fromParts(parts.words);
    index.offsets = parts.offsets;
    index.rows = parts.rows;
    return index;
  }

  /** Rows of the word at a rank. */
  private rowsAt(rank: number): Int32Array {
    return this.rows.subarray(this.offsets[rank]!, this.offsets[rank + 1]!);
  }

  /** Sorted rows (of `rowCount`) having a word the term matches. */
  rowsFor(term: string, rowCount: number): Int32Array {
    const words = this.words;
    const first = words.lowerBound(term);
    if (term.length < MIN_PREFIX) {
      return first < words.size && words.startsWith(first, term, true)
        ? this.rowsAt(first)
        : new Int32Array(0);
    }
    let last = first;
    while (last < words.size && words.startsWith(last, term)) last++;
    if (last - first === 1) return this.rowsAt(first);
    if (last === first) return new Int32Array(0);
    const marks = new Uint8Array(rowCount);
    for (let rank = first; rank < last; rank++) {
      const list = this.rowsAt(rank);
      for (let i = 0; i < list.length; i++) marks[list[i]!] = 1;
    }
    return rowsMarked(marks);
  }
}

/** The rows whose mark is set, in order. */
export function rowsMarked(marks: Uint8Array): Int32Array {
  let count = 0;
  for (let i = 0; i < marks.length; i++) count += marks[i]!;
  const rows = new Int32Array(count);
  let at = 0;
  for (let i = 0; i < marks.length; i++) if (marks[i]) rows[at++] = i;
  return rows;
}

/** Whether any word of a text starts with the term (as rowsFor matches). */
export function textMatches(text: string, term: string): boolean {
  return tokenize(text).some((word) =>
    term.length < MIN_PREFIX ? word === term : word.startsWith(term),
  );
}
