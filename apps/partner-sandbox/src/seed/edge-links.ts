import type { SandboxData } from './sandbox-data';
import type { TruthEntry } from './sandbox-types';

// An AMS keeps the id of the Edge company an account was linked to (its
// msid, Edge's muns). Edge's importer mints muns, so the seed cannot know
// them: once Edge has imported the demo companies, its muns of each truth
// entry (found by the entry's records) are written into every third
// matching account, in the truth list's order, which the seed fixes.

/** Every third truth entry, in order, is an account linked to Edge. */
export const isLinkedEntry = (index: number) => index % 3 === 0;

/**
 * Writes the msid of the linked accounts (and of their truth entries);
 * `munsOf` answers Edge's muns of a truth entry's company. Returns how
 * many accounts were linked.
 */
export function linkAccountsToEdge(
  data: SandboxData,
  munsOf: (entry: TruthEntry) => string | undefined,
): number {
  const accounts = new Map(data.accounts.map((a) => [a.id, a]));
  let linked = 0;
  data.truth.forEach((entry, index) => {
    if (!isLinkedEntry(index)) return;
    const muns = munsOf(entry);
    const account = accounts.get(entry.accountId);
    if (!muns || !account) return;
    account.msid = muns;
    entry.msid = muns;
    linked += 1;
  });
  return linked;
}
