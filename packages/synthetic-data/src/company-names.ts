import {
  ADJECTIVES,
  FAMILY_WORDS,
  FIRST_NAMES,
  LANDFORMS,
  PLACES,
  POPULAR_WORDS,
  REGION_WORDS,
  TAILS,
} from './name-words';
import { fitName } from './name-fit';
import { POPULAR_SURNAME_COUNT, SURNAMES } from './surnames';

// Company name stems. A stem is what a name keeps besides its trade word and
// legal form: "SMITH" + PLUMBING + "GROUP". Stem numbers in [0, STEM_SPACE)
// decode to distinct names, so giving the companies of one state distinct
// stem numbers keeps their names distinct there (see company.ts).

export interface Stem {
  lead: string;
  tail: string;
}

export const STEM_BITS = 15;
export const STEM_SPACE = 1 << STEM_BITS;

export const POPULAR_STEMS: readonly string[] = [
  ...SURNAMES.slice(0, POPULAR_SURNAME_COUNT),
  ...POPULAR_WORDS,
];

const surnames = new Set(SURNAMES);
const popular = new Set(POPULAR_STEMS);
const SINGLE_SURNAMES = SURNAMES.filter((w) => !popular.has(w));
const SINGLE_PLACES = PLACES.filter((w) => !surnames.has(w) && !popular.has(w));
const placeSet = new Set(SINGLE_PLACES);
// Places a compass word goes before ("WEST VALLEY", "NORTH CEDAR RIDGE"):
// landforms, not regions or slogans ("NORTH TRI-STATE").
const COMPASS_PLACES = SINGLE_PLACES.filter((place) =>
  LANDFORMS.includes(place),
);
const SINGLE_ADJECTIVES = ADJECTIVES.filter(
  (w) => !surnames.has(w) && !popular.has(w) && !placeSet.has(w),
);

// Three-consonant initials ("JRS PLUMBING"), never a legal form.
const CONSONANTS = 'BCDFGHJKLMNPQRSTVWXZ';
const LEGAL_LOOKING = new Set(['LLC', 'LLP', 'LTD', 'PLC', 'NTL', 'PLL']);
const ACRONYMS: string[] = [];
for (const a of CONSONANTS) {
  for (const b of CONSONANTS) {
    for (const c of CONSONANTS) {
      if (!LEGAL_LOOKING.has(a + b + c)) ACRONYMS.push(a + b + c);
    }
  }
}
const LETTERS = 'ABCDEFGHIJKLMNOPRSTW';

interface Style {
  size: number;
  combos: number;
  decode(combo: number): Stem;
}

function pair<A, B>(
  first: readonly A[],
  second: readonly B[],
  size: number,
  make: (a: A, b: B) => Stem,
): Style {
  if (size > first.length * second.length)
    throw new Error('stem style too small');
  return {
    size,
    combos: first.length * second.length,
    decode: (combo) =>
      make(
        first[combo % first.length]!,
        second[Math.floor(combo / first.length)]!,
      ),
  };
}

function single(list: readonly string[], withTail = ''): Style {
  return {
    size: list.length,
    combos: list.length,
    decode: (combo) => ({ lead: list[combo]!, tail: withTail }),
  };
}

const FIXED: Style[] = [
  single(SINGLE_SURNAMES),
  pair(SINGLE_SURNAMES, TAILS, 12000, (lead, tail) => ({ lead, tail })),
  pair(SINGLE_SURNAMES, FAMILY_WORDS, 2100, (s, f) => ({
    lead: `${s} ${f}`,
    tail: '',
  })),
  pair(FIRST_NAMES, SURNAMES, 5510, (f, s) => ({
    lead: `${f} ${s}`,
    tail: '',
  })),
  single(SINGLE_PLACES),
  pair(SINGLE_PLACES, TAILS, 2850, (lead, tail) => ({ lead, tail })),
  pair(REGION_WORDS, COMPASS_PLACES, 240, (region, place) => ({
    lead: `${region} ${place}`,
    tail: '',
  })),
  single(SINGLE_ADJECTIVES),
  pair(SINGLE_ADJECTIVES, TAILS, 1600, (lead, tail) => ({ lead, tail })),
  pair([...LETTERS], [...LETTERS], 400, (a, b) => ({
    lead: `${a} & ${b}`,
    tail: '',
  })),
  {
    size: 2500,
    combos: ACRONYMS.length,
    decode: (combo) => ({ lead: ACRONYMS[combo]!, tail: '' }),
  },
];

const fixedSize = FIXED.reduce((sum, style) => sum + style.size, 0);
const STYLES: Style[] = [
  ...FIXED,
  pair(SURNAMES, SURNAMES, STEM_SPACE - fixedSize, (a, b) => ({
    lead: `${a} & ${b}`,
    tail: '',
  })),
];

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

// A stride coprime with each style's combinations spreads a style's stems
// over all its combinations while keeping them distinct.
const STRIDES = STYLES.map((style) => {
  let stride = 7919;
  while (gcd(stride, style.combos) !== 1) stride += 2;
  return stride;
});

/** The stem of a stem number in [0, STEM_SPACE). */
export function stemAt(index: number): Stem {
  let offset = index;
  for (let i = 0; i < STYLES.length; i += 1) {
    const style = STYLES[i]!;
    if (offset < style.size) {
      return style.decode((offset * STRIDES[i]!) % style.combos);
    }
    offset -= style.size;
  }
  throw new Error(`stem ${index} out of range`);
}

/**
 * "SMITH" + "PLUMBING" + "GROUP" -> "SMITH PLUMBING GROUP", with the stem
 * fitted to the trade ("JOHN SMITH" + "HOSPITAL" -> "LAKESIDE HOSPITAL").
 */
export function joinName(lead: string, noun: string, tail: string): string {
  const fit = fitName(lead, noun, tail);
  return [fit.lead, fit.noun, fit.tail].filter(Boolean).join(' ');
}
