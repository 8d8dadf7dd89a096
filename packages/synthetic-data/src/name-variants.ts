import { titleCase } from './people';
import type { Rng } from './prng';

// How a source writes a name: legal form spelled one way or another,
// abbreviations, '&' or AND, a leading THE, mixed case, and typos.

export type Suffix =
  | 'INC'
  | 'LLC'
  | 'CORP'
  | 'CO'
  | 'LTD'
  | 'LP'
  | 'LLP'
  | 'PC'
  | 'PLLC'
  | 'PA'
  | '';

const LONG_FORM: Record<string, string> = {
  INC: 'INCORPORATED',
  CORP: 'CORPORATION',
  CO: 'COMPANY',
  LTD: 'LIMITED',
};

const DOTTED: Record<string, string> = {
  INC: 'INC.',
  CORP: 'CORP.',
  CO: 'CO.',
  LTD: 'LTD.',
  LLC: 'L.L.C.',
  PC: 'P.C.',
  PA: 'P.A.',
};

export type SuffixStyle = 'plain' | 'comma' | 'long' | 'dotted';

/** "SMITH PLUMBING" + INC -> "SMITH PLUMBING INC" / ", INC." / "INCORPORATED". */
export function withSuffix(
  base: string,
  suffix: Suffix,
  style: SuffixStyle,
): string {
  if (!suffix) return base;
  switch (style) {
    case 'plain':
      return `${base} ${suffix}`;
    case 'comma':
      return `${base}, ${DOTTED[suffix] ?? suffix}`;
    case 'long':
      return `${base} ${LONG_FORM[suffix] ?? suffix}`;
    case 'dotted':
      return `${base} ${DOTTED[suffix] ?? suffix}`;
  }
}

// Abbreviations the importers' name key spells out again.
const ABBREVIATIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bSERVICES\b/, 'SVCS'],
  [/\bMANUFACTURING\b/, 'MFG'],
  [/\bCONSTRUCTION\b/, 'CONST'],
  [/\bASSOCIATES\b/, 'ASSOC'],
  [/\bBROTHERS\b/, 'BROS'],
  [/\bMANAGEMENT\b/, 'MGMT'],
  [/\bTECHNOLOGY\b/, 'TECH'],
  [/\bDISTRIBUTION\b/, 'DIST'],
  [/\bCENTER\b/, 'CTR'],
  [/\bNATIONAL\b/, 'NATL'],
  [/\bGROUP\b/, 'GRP'],
  [/\bENTERPRISES\b/, 'ENT'],
  [/\bTRANSPORTATION\b/, 'TRANS'],
  [/\bINSURANCE\b/, 'INS'],
  [/\bSYSTEMS\b/, 'SYS'],
  [/\bINTERNATIONAL\b/, 'INTL'],
  [/\bHEALTH\b/, 'HLTH'],
];

/** One abbreviation if the name has a word that takes one. */
export function abbreviate(name: string): string {
  for (const [word, short] of ABBREVIATIONS) {
    if (word.test(name)) return name.replace(word, short);
  }
  return name;
}

export function swapAmpersand(name: string): string {
  if (name.includes(' & ')) return name.replace(' & ', ' AND ');
  return name.includes(' AND ') ? name.replace(' AND ', ' & ') : name;
}

/** One letter dropped or two swapped, in a word of four letters or more. */
export function typo(name: string, rng: Rng): string {
  const words = name.split(' ');
  const candidates = words
    .map((word, i) => [word, i] as const)
    .filter(([word]) => /^[A-Za-z]{4,}$/.test(word));
  if (candidates.length === 0) return name;
  const [word, index] = rng.pick(candidates);
  const at = 1 + rng.int(word.length - 2);
  words[index] = rng.chance(0.5)
    ? word.slice(0, at) + word.slice(at + 1)
    : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  return words.join(' ');
}

const KEEP_UPPER = new Set([
  'LLC',
  'LLP',
  'LP',
  'PC',
  'PLLC',
  'PA',
  'USA',
  'IT',
  'HVAC',
  'ABC',
  'II',
  'III',
  'L.L.C.',
  'P.C.',
  'P.A.',
]);

// Words whose mixed case is not the usual capital and small letters.
const SPECIAL_CASE: Record<string, string> = { CPAS: 'CPAs' };

// Three-letter abbreviations without a vowel that are words, not initials.
const ABBREVIATED_WORDS = new Set(['MFG', 'CTR', 'GRP', 'LTD', 'LTD.']);

const SMALL_WORDS = new Set(['OF', 'AND', 'THE', 'FOR', 'AT']);

/** "SMITH PLUMBING & HEATING, INC." -> "Smith Plumbing & Heating, Inc." */
export function mixedCase(name: string): string {
  return name
    .split(' ')
    .map((word, i) => {
      const comma = word.endsWith(',') ? ',' : '';
      const bare = comma ? word.slice(0, -1) : word;
      const special = SPECIAL_CASE[bare];
      if (special) return special + comma;
      // Initials ("JRS") have no vowel; "LYNCH", "DRY" and "SVCS" are words.
      const initials =
        bare.length <= 3 &&
        !/[AEIOUY]/.test(bare) &&
        !ABBREVIATED_WORDS.has(bare);
      if (KEEP_UPPER.has(bare) || initials || bare.length <= 1) return word;
      if (i > 0 && SMALL_WORDS.has(bare)) return word.toLowerCase();
      return titleCase(word);
    })
    .join(' ');
}
