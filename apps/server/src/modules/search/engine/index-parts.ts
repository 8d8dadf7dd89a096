import { Dictionary, type DictionaryParts } from './dictionary';
import { MunsColumn, type MunsColumnParts } from './muns-column';
import type { SearchIndex } from './search-index';
import { TokenIndex, type TokenIndexParts } from './tokens';

const DICTIONARIES = [
  'counties',
  'cities',
  'industries',
  'wcCarriers',
  'carrierNames',
  'brokerNames',
  'brokerTexts',
] as const;
const TOKEN_INDEXES = ['names', 'websites', 'lobOther'] as const;

type DictionaryKey = (typeof DICTIONARIES)[number];
type TokenKey = (typeof TOKEN_INDEXES)[number];

/**
 * A SearchIndex as plain data: typed arrays, strings and numbers only, so
 * it crosses threads by structured clone with its arrays transferred.
 */
export type SearchIndexParts = Omit<
  SearchIndex,
  DictionaryKey | TokenKey | 'muns' | 'brokers'
> & {
  muns: MunsColumnParts;
  brokers: {
    msid: DictionaryParts;
    name: string[];
    clients: Int32Array;
  };
} & Record<DictionaryKey, DictionaryParts> &
  Record<TokenKey, TokenIndexParts>;

export function indexToParts(index: SearchIndex): SearchIndexParts {
  const parts = {
    ...index,
    muns: index.muns.parts(),
    brokers: { ...index.brokers, msid: index.brokers.msid.parts() },
  } as unknown as SearchIndexParts;
  for (const key of DICTIONARIES) parts[key] = index[key].parts();
  for (const key of TOKEN_INDEXES) parts[key] = index[key].parts();
  return parts;
}

export function indexFromParts(parts: SearchIndexParts): SearchIndex {
  const index = {
    ...parts,
    muns: MunsColumn.fromParts(parts.muns),
    brokers: {
      ...parts.brokers,
      msid: Dictionary.fromParts(parts.brokers.msid),
    },
  } as unknown as SearchIndex;
  for (const key of DICTIONARIES) {
    index[key] = Dictionary.fromParts(parts[key]);
  }
  for (const key of TOKEN_INDEXES) {
    index[key] = TokenIndex.fromParts(parts[key]);
  }
  return index;
}

/** Every buffer under the parts, once each: a postMessage transfer list. */
export function buffersOf(value: unknown, found = new Set<ArrayBuffer>()) {
  if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer) found.add(value.buffer);
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const child of Object.values(value)) buffersOf(child, found);
  }
  return found;
}
