import { joinName, type Stem } from './company-names';
import { Weighted } from './distributions';
import type { Industry } from './industries';
import { ADJECTIVES, HOLDING_WORDS, PLACES } from './name-words';
import type { Suffix } from './name-variants';
import type { Rng } from './prng';

const DEFAULT = new Weighted<Suffix>([
  ['LLC', 44],
  ['INC', 32],
  ['CORP', 7],
  ['CO', 5],
  ['LTD', 2],
  ['LP', 1],
  ['', 9],
]);
const LAW = new Weighted<Suffix>([
  ['LLP', 25],
  ['PC', 25],
  ['PLLC', 15],
  ['PA', 10],
  ['LLC', 15],
  ['', 10],
]);
const ACCOUNTING = new Weighted<Suffix>([
  ['LLP', 30],
  ['PC', 25],
  ['PLLC', 10],
  ['LLC', 25],
  ['INC', 10],
]);
const MEDICAL = new Weighted<Suffix>([
  ['PA', 20],
  ['PC', 30],
  ['PLLC', 15],
  ['LLC', 20],
  ['INC', 15],
]);
// Banks and credit unions are chartered, not formed: no legal form.
const CHARTERED = new Weighted<Suffix>([['', 1]]);
const NONPROFIT = new Weighted<Suffix>([
  ['INC', 70],
  ['', 30],
]);

export function chooseSuffix(rng: Rng, industry: Industry): Suffix {
  const code = industry.naics;
  if (code.startsWith('5411')) return LAW.draw(rng);
  if (code.startsWith('5412')) return ACCOUNTING.draw(rng);
  if (/^621[1-3]/.test(code)) return MEDICAL.draw(rng);
  if (/^(813|6111|6113|6221|7121)/.test(code)) return NONPROFIT.draw(rng);
  if (/^5221[13]/.test(code)) return CHARTERED.draw(rng);
  return DEFAULT.draw(rng);
}

export interface TradeName {
  /** A holding-style legal base, or '' when the legal name is the usual one. */
  legal: string;
  dba: string;
}

/**
 * About 15% of firms trade under a DBA: some have a holding-style legal name
 * ("SMITH HOLDINGS LLC" dba "LAKESIDE PLUMBING"), others a shorter brand.
 */
export function tradeName(rng: Rng, stem: Stem, noun: string): TradeName {
  const roll = rng.next();
  if (roll < 0.06) {
    const brand = rng.chance(0.5) ? rng.pick(PLACES) : rng.pick(ADJECTIVES);
    return {
      legal: joinName(stem.lead, rng.pick(HOLDING_WORDS), stem.tail),
      dba: joinName(rng.chance(0.6) ? brand : stem.lead, noun, ''),
    };
  }
  if (roll < 0.15) {
    // A shorter name of the firm's own, or a brand where it has none.
    const shorter =
      stem.tail !== '' &&
      joinName(stem.lead, noun, stem.tail) !== joinName(stem.lead, noun, '');
    const dba = joinName(
      shorter
        ? stem.lead
        : rng.chance(0.5)
          ? rng.pick(PLACES)
          : rng.pick(ADJECTIVES),
      noun,
      '',
    );
    return { legal: '', dba };
  }
  return { legal: '', dba: '' };
}
