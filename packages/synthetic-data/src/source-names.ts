import type { Address } from './addresses';
import type { Company } from './company';
import {
  abbreviate,
  mixedCase,
  swapAmpersand,
  typo,
  withSuffix,
  type SuffixStyle,
} from './name-variants';
import type { Rng } from './prng';

// A company's name as each source writes it (reference, "entity
// resolution"): DOL upper case with a legal form, OSHA without punctuation,
// contact lists in mixed case; plus abbreviations, '&'/AND, THE, typos.

export interface NameStyle {
  /** Shares of legal-form spellings: [plain, comma, long, dotted]. */
  forms: readonly [number, number, number, number];
  dropSuffix: number;
  abbreviate: number;
  the: number;
  ampersand: number;
  typo: number;
  noPunctuation?: boolean;
  mixed?: boolean;
}

const FORM_STYLES: readonly SuffixStyle[] = [
  'plain',
  'comma',
  'long',
  'dotted',
];

function drawForm(rng: Rng, forms: NameStyle['forms']): SuffixStyle {
  let roll = rng.next();
  for (let i = 0; i < forms.length; i += 1) {
    roll -= forms[i]!;
    if (roll < 0) return FORM_STYLES[i]!;
  }
  return 'plain';
}

export const NAME_STYLES = {
  dol: {
    forms: [0.42, 0.48, 0.05, 0.05],
    dropSuffix: 0.03,
    abbreviate: 0.06,
    the: 0.02,
    ampersand: 0.05,
    typo: 0.02,
  },
  osha: {
    forms: [1, 0, 0, 0],
    dropSuffix: 0.35,
    abbreviate: 0.1,
    the: 0.01,
    ampersand: 0.1,
    typo: 0.04,
    noPunctuation: true,
  },
  whd: {
    forms: [0.5, 0.45, 0.05, 0],
    dropSuffix: 0.1,
    abbreviate: 0.05,
    the: 0.02,
    ampersand: 0.05,
    typo: 0.03,
  },
  fmcsa: {
    forms: [0.7, 0.25, 0.05, 0],
    dropSuffix: 0.05,
    abbreviate: 0.06,
    the: 0.01,
    ampersand: 0.05,
    typo: 0.03,
  },
  wc: {
    forms: [0.8, 0.15, 0.05, 0],
    dropSuffix: 0.1,
    abbreviate: 0.08,
    the: 0.02,
    ampersand: 0.06,
    typo: 0.035,
  },
  owner: {
    forms: [0.9, 0.1, 0, 0],
    dropSuffix: 0.05,
    abbreviate: 0.04,
    the: 0.01,
    ampersand: 0.05,
    typo: 0.03,
  },
  contact: {
    forms: [0.3, 0.6, 0.05, 0.05],
    dropSuffix: 0.35,
    abbreviate: 0.03,
    the: 0.02,
    ampersand: 0.08,
    typo: 0.03,
    mixed: true,
  },
  firmographic: {
    forms: [0.3, 0.6, 0.1, 0],
    dropSuffix: 0.2,
    abbreviate: 0.02,
    the: 0.01,
    ampersand: 0.03,
    typo: 0.02,
    mixed: true,
  },
} as const satisfies Record<string, NameStyle>;

export function sourceName(c: Company, rng: Rng, style: NameStyle): string {
  let base = c.base;
  if (rng.chance(style.abbreviate)) base = abbreviate(base);
  if (rng.chance(style.ampersand)) base = swapAmpersand(base);
  if (rng.chance(style.typo)) base = typo(base, rng);
  if (rng.chance(style.the)) base = `THE ${base}`;
  const suffix = rng.chance(style.dropSuffix) ? '' : c.suffix;
  let name = withSuffix(base, suffix, drawForm(rng, style.forms));
  if (style.noPunctuation) name = name.replace(/[.,]/g, '');
  return style.mixed ? mixedCase(name) : name;
}

/** The company's address in this row: sometimes its second address. */
export function rowAddress(c: Company, rng: Rng, movedShare = 0.07): Address {
  return rng.chance(movedShare) ? c.alt : c.home;
}
