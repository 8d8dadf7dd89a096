import { createRequire } from 'node:module';

// NAICS titles come from the naics package (2017 edition); about 50 titles
// end with a stray footnote 'T', and some with a space: both are removed.

export type NaicsData = Record<string, { Title?: string }>;

export function naicsTitle(data: NaicsData, code: string): string {
  const raw = (data[code]?.Title ?? '').trim();
  // 'HuntingT', and '(except Public Administration)T' after a parenthesis.
  return /[a-z)]T$/.test(raw) ? raw.slice(0, -1) : raw;
}

export function loadNaics(): NaicsData {
  return createRequire(import.meta.url)(
    'naics/data/2017_NAICS_Descriptions.json',
  ) as NaicsData;
}
