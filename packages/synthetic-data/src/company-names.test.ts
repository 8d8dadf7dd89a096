import { beforeAll, describe, expect, it } from 'vitest';
import { blockRequests } from './block-requests';
import { makeCompany, stateIndexOf, type Company } from './company';
import { POPULAR_STEMS, STEM_SPACE, stemAt } from './company-names';
import { createContext, type GeneratorContext } from './context';
import { ALL_SECTORS } from './industries';
import { TAILS } from './name-words';

// The name key of the importers, simplified: upper case, '&' as AND, no
// punctuation, no leading THE or trailing legal form.
const LEGAL = new Set([
  'INC',
  'LLC',
  'CORP',
  'CO',
  'LTD',
  'LP',
  'LLP',
  'PC',
  'PLLC',
  'PA',
  'COMPANY',
]);
function key(name: string): string {
  const words = name
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/[.']/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ');
  if (words[0] === 'THE') words.shift();
  while (words.length > 1 && LEGAL.has(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}

describe('company names', () => {
  const N = 20_000;
  let ctx: GeneratorContext;
  let companies: Company[];
  beforeAll(() => {
    ctx = createContext(5);
    companies = [];
    for (const { from, to, serials, twins } of blockRequests(ctx, N)) {
      for (let i = from; i < to; i += 1) {
        const state = stateIndexOf(ctx.geo, ctx.seed, i);
        companies.push(makeCompany(ctx, i, serials[state]!++, twins[i - from]));
      }
    }
  });

  it('should decode every stem number to a different stem', () => {
    const seen = new Set<string>();
    for (let i = 0; i < STEM_SPACE; i += 1) {
      const { lead, tail } = stemAt(i);
      seen.add(`${key(lead)}|${tail}`);
    }
    expect(seen.size).toBe(STEM_SPACE);
    for (const stem of POPULAR_STEMS)
      expect(seen.has(`${key(stem)}|`)).toBe(false);
  });

  it('should never end a trade word with a tail word', () => {
    for (const sector of ALL_SECTORS) {
      for (const [, , nouns] of sector.codes) {
        for (const noun of nouns.split('|')) {
          expect(
            TAILS.some((tail) => noun.endsWith(` ${tail}`) || noun === tail),
            noun,
          ).toBe(false);
        }
      }
    }
  });

  it('should keep names of distinct companies distinct within a ZIP', () => {
    const seen = new Map<string, string>();
    for (const c of companies) {
      const k = `${key(c.base)}|${c.home.zip.zip}`;
      expect(seen.get(k), `${c.id} and ${seen.get(k)}: ${k}`).toBeUndefined();
      seen.set(k, c.id);
    }
  });

  it('should keep the legal names of companies but twins distinct within a state', () => {
    // A state's registry refuses a second firm of the same name.
    const seen = new Map<string, string>();
    for (const c of companies) {
      if (c.isTwin) continue;
      const k = `${key(c.base)}|${c.state.info.abbr}`;
      expect(seen.get(k), `${c.id} and ${seen.get(k)}: ${k}`).toBeUndefined();
      seen.set(k, c.id);
    }
  });

  it('should have a few different companies with the same name in one state', () => {
    const places = new Map<string, Set<string>>();
    for (const c of companies) {
      const k = `${key(c.base)}|${c.state.info.abbr}`;
      places.set(k, (places.get(k) ?? new Set()).add(c.home.zip.zip));
    }
    const shared = [...places.values()].filter((zips) => zips.size > 1).length;
    expect(shared).toBeGreaterThan(N * 0.005);
    expect(shared).toBeLessThan(N * 0.05);
    expect(companies.filter((c) => c.isTwin).length).toBeGreaterThan(N * 0.015);
  });

  it('should give unique nine-digit EINs, some with a leading zero', () => {
    const eins = companies.map((c) => c.ein);
    expect(new Set(eins).size).toBe(N);
    expect(eins.every((ein) => /^\d{9}$/.test(ein))).toBe(true);
    expect(eins.filter((ein) => ein.startsWith('0')).length).toBeGreaterThan(
      N * 0.03,
    );
  });

  it('should spread companies over states roughly by population', () => {
    const count = (abbr: string) =>
      companies.filter((c) => c.state.info.abbr === abbr).length;
    expect(count('CA')).toBeGreaterThan(count('TX'));
    expect(count('TX')).toBeGreaterThan(count('OH'));
    expect(count('OH')).toBeGreaterThan(count('WY'));
    expect(share(count('CA'))).toBeGreaterThan(0.09);
    expect(share(count('CA'))).toBeLessThan(0.15);
  });

  function share(count: number): number {
    return count / N;
  }
});
