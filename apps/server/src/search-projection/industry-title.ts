import { naicsTitle, type NaicsData } from '@edge/reference-data';

/**
 * The NAICS title of a code; a code padded with zeros ('722500', as Form
 * 5500 business codes often are) takes its group's title ('7225').
 */
export function industryTitle(data: NaicsData, code: string): string | null {
  for (let prefix = code; prefix.length >= 2; prefix = prefix.slice(0, -1)) {
    const title = naicsTitle(data, prefix);
    if (title) return title;
    if (!prefix.endsWith('0')) return null;
  }
  return null;
}
