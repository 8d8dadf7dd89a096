// SPEC §4: the user preference of a search mode. Switching module (PC, EB
// or EB broker search) resets it; clearing a search keeps it; signing out
// forgets it. Kept for the browser tab (sessionStorage).

/** The three search modes a user switches between. */
export type SearchMode = 'pc' | 'eb' | 'eb-brokers';

/**
 * How the user last looked at results in a mode: a new search in that
 * mode opens with the same page size, sort and view.
 */
export interface SearchPreference {
  mode: SearchMode;
  pageSize: number | null;
  sort: string | null;
  view: 'table' | 'map' | 'contacts' | null;
}

const KEY = 'edge.searchPreference';

export const defaultPreference = (mode: SearchMode): SearchPreference => ({
  mode,
  pageSize: null,
  sort: null,
  view: null,
});

function stored(): SearchPreference | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as unknown;
    return value && typeof value === 'object' && 'mode' in value
      ? (value as SearchPreference)
      : null;
  } catch {
    return null;
  }
}

function store(preference: SearchPreference): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(preference));
  } catch {
    // Storage full or blocked: the preference lasts only this page.
  }
}

/** The preference of a mode; the defaults when another mode was last. */
export function readPreference(mode: SearchMode): SearchPreference {
  const current = stored();
  return current?.mode === mode ? current : defaultPreference(mode);
}

/** Remembers a change of the current mode's preference. */
export function updatePreference(
  mode: SearchMode,
  change: Partial<Omit<SearchPreference, 'mode'>>,
): void {
  store({ ...readPreference(mode), ...change, mode });
}

/** Entering a mode: a different one than last resets the preference. */
export function enterMode(mode: SearchMode): void {
  if (stored()?.mode !== mode) store(defaultPreference(mode));
}

/** The module of this tab's last search mode: where the user came from. */
export function lastSearchModule(): 'pc' | 'eb' | null {
  const mode = stored()?.mode;
  if (mode === 'eb-brokers') return 'eb';
  return mode ?? null;
}

export function forgetPreference(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** The search mode of an address; null for screens of no mode. */
export function searchModeOf(
  pathname: string,
  search: string,
): SearchMode | null {
  if (/^\/edge\/eb\/broker\//.test(pathname)) return 'eb-brokers';
  if (/^\/edge\/eb\/?$/.test(pathname)) {
    return new URLSearchParams(search).get('mode') === 'brokers'
      ? 'eb-brokers'
      : 'eb';
  }
  if (/^\/edge\/(?:results\/)?eb(?:\/|$)/.test(pathname)) return 'eb';
  if (/^\/edge\/(?:results\/)?pc(?:\/|$)/.test(pathname)) return 'pc';
  return null;
}
