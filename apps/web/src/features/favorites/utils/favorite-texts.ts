import { formatCount, type AddFavoritesResult } from '@edge/contracts';

// Success messages stay as long as the admin ones (SPEC §9: 3 s).
export const FAVORITE_SNACKBAR_MS = 3000;

export const addedMessage = (name: string) => `Added ‘${name}’ to favorites.`;
export const removedMessage = (name: string) =>
  `Removed ‘${name}’ from favorites.`;

const companiesText = (count: number) =>
  count === 1 ? '1 company' : `${formatCount(count)} companies`;

/** After a bulk add: 'Added 12 companies to favorites (3 already were).' */
export function bulkAddedMessage({ added, already }: AddFavoritesResult) {
  if (added === 0) {
    return already === 1
      ? 'This company already was a favorite.'
      : `All ${formatCount(already)} companies already were favorites.`;
  }
  const rest =
    already > 0
      ? ` (${formatCount(already)} already ${already === 1 ? 'was' : 'were'})`
      : '';
  return `Added ${companiesText(added)} to favorites${rest}.`;
}
