import type { NamedParty } from '@edge/contracts';
import type { Spelling, StateCount } from './lookups.repository';
import { compareText, matchKey } from './match-key';

// Spellings shown with a name: the most used ones.
const SHOWN_SPELLINGS = 5;

/** A carrier or broker grouping name, as the autocomplete searches it. */
export interface NameEntry {
  name: string;
  key: string;
  // Raw spellings, most used first, and their match keys.
  spellings: string[];
  spellingKeys: string[];
  companiesByState: Map<string, number>;
}

/** The names that have companies, with their spellings and counts. */
export function buildNameIndex(
  counts: readonly StateCount[],
  spellings: readonly Spelling[],
): NameEntry[] {
  const entries = new Map<string, NameEntry>();
  for (const { value, state, companies } of counts) {
    let entry = entries.get(value);
    if (!entry) {
      entry = {
        name: value,
        key: matchKey(value),
        spellings: [],
        spellingKeys: [],
        companiesByState: new Map(),
      };
      entries.set(value, entry);
    }
    entry.companiesByState.set(state, companies);
  }
  const byUse = [...spellings].sort(
    (a, b) => b.rows - a.rows || compareText(a.spelling, b.spelling),
  );
  for (const { value, spelling } of byUse) {
    const entry = entries.get(value);
    entry?.spellings.push(spelling);
    entry?.spellingKeys.push(matchKey(spelling));
  }
  return [...entries.values()];
}

// 0: the name starts with the text; 1: one of its words does; 2: it
// contains the text; 3: only a raw spelling does; null: no match.
function rankOf(entry: NameEntry, q: string): number | null {
  const at = entry.key.indexOf(q);
  if (at === 0) return 0;
  if (at > 0) return entry.key.includes(` ${q}`) ? 1 : 2;
  return entry.spellingKeys.some((key) => key.includes(q)) ? 3 : null;
}

function companiesIn(entry: NameEntry, states: ReadonlySet<string>): number {
  let companies = 0;
  for (const [state, n] of entry.companiesByState) {
    if (states.has(state)) companies += n;
  }
  return companies;
}

/**
 * Names matching typed text that have companies in `states`: best match
 * first, then most companies, then by name.
 */
export function searchNames(
  entries: readonly NameEntry[],
  text: string,
  states: ReadonlySet<string>,
  limit: number,
): NamedParty[] {
  const q = matchKey(text);
  const hits: { entry: NameEntry; rank: number; companies: number }[] = [];
  for (const entry of entries) {
    const rank = rankOf(entry, q);
    if (rank === null) continue;
    const companies = companiesIn(entry, states);
    if (companies > 0) hits.push({ entry, rank, companies });
  }
  hits.sort(
    (a, b) =>
      a.rank - b.rank ||
      b.companies - a.companies ||
      compareText(a.entry.name, b.entry.name),
  );
  return hits.slice(0, limit).map(({ entry, companies }) => ({
    name_normalized: entry.name,
    names: entry.spellings.slice(0, SHOWN_SPELLINGS),
    companies,
  }));
}
