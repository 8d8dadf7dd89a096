import { countyName, naicsTitleTree } from '../lookups/index';

let titles: Map<string, string> | undefined;

/**
 * The NAICS 2017 title of a code, from the lookups' tree; a code padded
 * with zeros ('722500', as Form 5500 business codes are) takes its
 * group's title ('7225'), as the search's industry does.
 */
export function naicsTitleOf(code: string | null): string | null {
  if (!code) return null;
  titles ??= new Map(naicsTitleTree().map((node) => [node.code, node.title]));
  for (let prefix = code; prefix.length >= 2; prefix = prefix.slice(0, -1)) {
    const title = titles.get(prefix);
    if (title) return title;
    if (!prefix.endsWith('0')) return null;
  }
  return null;
}

/** The full name of a county ('Franklin County') from its FIPS. */
export const countyNameOf = (fips: string | null): string | null =>
  fips ? countyName(fips) : null;
