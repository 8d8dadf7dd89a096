// How a company's name and street address read alike however they are
// written: case, punctuation, '&' or 'and', the legal form, street words.

const LEGAL_FORMS = new Set([
  'INC',
  'INCORPORATED',
  'LLC',
  'CORP',
  'CORPORATION',
  'CO',
  'COMPANY',
  'LTD',
  'LIMITED',
  'LP',
  'LLP',
  'PC',
  'PLLC',
  'PA',
]);

// USPS street suffixes and directions, short and long.
const STREET_WORDS: Readonly<Record<string, string>> = {
  N: 'NORTH',
  S: 'SOUTH',
  E: 'EAST',
  W: 'WEST',
  NE: 'NORTHEAST',
  NW: 'NORTHWEST',
  SE: 'SOUTHEAST',
  SW: 'SOUTHWEST',
  ST: 'STREET',
  AVE: 'AVENUE',
  RD: 'ROAD',
  DR: 'DRIVE',
  BLVD: 'BOULEVARD',
  LN: 'LANE',
  CT: 'COURT',
  PL: 'PLACE',
  PKWY: 'PARKWAY',
  HWY: 'HIGHWAY',
  TER: 'TERRACE',
  CIR: 'CIRCLE',
  TRL: 'TRAIL',
  SQ: 'SQUARE',
  STE: 'SUITE',
};
const SHORT_OF: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(STREET_WORDS).map(([short, long]) => [long, short]),
);
const UNIT_WORDS = new Set(['STE', 'APT', 'UNIT', 'FL', 'RM', 'BLDG', '#']);

/** Upper-case words, '&' as AND, dots, commas and apostrophes dropped. */
export function wordsOf(text: string): string[] {
  return (
    text
      .toUpperCase()
      .replace(/&/g, ' AND ')
      .replace(/#/g, ' # ')
      .replace(/[.,'’]/g, '')
      .match(/[A-Z0-9#]+/g) ?? []
  );
}

function withoutLegalForm(words: string[]): string[] {
  const kept = [...words];
  while (kept.length > 1 && LEGAL_FORMS.has(kept.at(-1)!)) kept.pop();
  return kept;
}

/** 'McCarthy & Crawford, L.L.C.' and 'MCCARTHY AND CRAWFORD' alike. */
export const nameKey = (name: string) =>
  withoutLegalForm(wordsOf(name)).join(' ');

/**
 * The name as written without its legal form, and with '&' and 'and'
 * swapped: texts every spelling of the name contains.
 */
export function nameCores(name: string): string[] {
  const words = name.trim().split(/\s+/);
  while (words.length > 1 && LEGAL_FORMS.has(wordsOf(words.at(-1)!).join(''))) {
    words.pop();
  }
  const core = words.join(' ').replace(/,$/, '');
  const swapped = /&/.test(core)
    ? core.replace(/\s*&\s*/g, ' and ')
    : core.replace(/\s+and\s+/gi, ' & ');
  return [...new Set([core, swapped])];
}

// The street line up to its unit: '377 Pioneer Way Ste 510' -> 377 PIONEER WAY.
function streetWords(address: string): string[] {
  const words = wordsOf(address).map((w) => SHORT_OF[w] ?? w);
  const unit = words.findIndex((w, i) => i > 0 && UNIT_WORDS.has(w));
  return unit > 0 ? words.slice(0, unit) : words;
}

/** '291 North Hill Road' and '291 N HILL RD' alike; '' when unknown. */
export const addressKey = (address: string | null | undefined) =>
  address ? streetWords(address).join(' ') : '';

/** The street line with short and with long street words. */
export function addressForms(address: string | null | undefined): string[] {
  if (!address) return [];
  const short = streetWords(address);
  if (short.length < 2) return [];
  const long = short.map((w) => STREET_WORDS[w] ?? w);
  return [...new Set([short.join(' '), long.join(' ')])];
}
