import { union } from './row-sets';
import type { SearchIndex } from './search-index';
import { rowsMarked, textMatches } from './tokens';
import type { Dictionary } from './dictionary';

/** Rows whose dictionary value has a word the term matches. */
function dictionaryRows(
  index: SearchIndex,
  column: Int32Array | Int16Array,
  dictionary: Dictionary,
  word: string,
): Int32Array {
  const hit = dictionary.values.map((value) => textMatches(value, word));
  if (!hit.includes(true)) return new Int32Array(0);
  const marks = new Uint8Array(index.size);
  for (let r = 0; r < index.size; r++) {
    const id = column[r]!;
    if (id >= 0 && hit[id]) marks[r] = 1;
  }
  return rowsMarked(marks);
}

/** A keyword word: in the name or DBA, website, industry title or city. */
export function keywordRows(index: SearchIndex, word: string): Int32Array {
  return [
    index.websites.rowsFor(word, index.size),
    dictionaryRows(index, index.industry, index.industries, word),
    dictionaryRows(index, index.city, index.cities, word),
  ].reduce(union, index.names.rowsFor(word, index.size));
}
