// Name and address keys for entity resolution and for grouping carrier and
// broker spellings (docs/data/entity-resolution.md).
import { STREET_WORDS } from '../shared/street-words';

const LEGAL_SUFFIXES = new Set([
  'INC',
  'INCORPORATED',
  'LLC',
  'LLP',
  'LP',
  'LTD',
  'LIMITED',
  'CORP',
  'CORPORATION',
  'CO',
  'COMPANY',
  'PC',
  'PLLC',
  'PA',
  'PLC',
  'NA',
]);

const WORDS: Record<string, string> = {
  AND: 'AND',
  ASSOC: 'ASSOCIATES',
  ASSOCS: 'ASSOCIATES',
  ASSN: 'ASSOCIATION',
  BROS: 'BROTHERS',
  CTR: 'CENTER',
  CNTR: 'CENTER',
  INTL: 'INTERNATIONAL',
  MFG: 'MANUFACTURING',
  MGMT: 'MANAGEMENT',
  MGT: 'MANAGEMENT',
  SVC: 'SERVICE',
  SVCS: 'SERVICES',
  SERV: 'SERVICES',
  SYS: 'SYSTEMS',
  TECH: 'TECHNOLOGY',
  TECHS: 'TECHNOLOGIES',
  DIST: 'DISTRIBUTION',
  CONST: 'CONSTRUCTION',
  CONSTR: 'CONSTRUCTION',
  HLTH: 'HEALTH',
  INS: 'INSURANCE',
  NATL: 'NATIONAL',
  GRP: 'GROUP',
  ENTPR: 'ENTERPRISES',
  ENT: 'ENTERPRISES',
  TRANS: 'TRANSPORTATION',
  TRANSP: 'TRANSPORTATION',
  AMER: 'AMERICA',
};

/** Upper-case words of a name, punctuation gone, '&' read as AND. */
function words(name: string): string[] {
  return name
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/['’.]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
}

/** A site or project after ' - ', ' / ', '(' or ' DBA ' is not the name. */
export function coreName(name: string): string {
  const cut = name.search(/\s[-–/]\s|\(|\sD\/?B\/?A\s/i);
  return cut > 0 ? name.slice(0, cut).trim() : name;
}

// Names and addresses repeat across rows (an employer's policies, a
// carrier's contracts): keys are kept for the most recent few thousand
// values seen. A value read from a file may be a slice of a whole chunk of
// it: the copy kept is flattened first, so the cache holds the value and
// not the chunk.
const ownCopy = (value: string) => `${value} `.slice(0, -1);

function remembered<T extends string | null>(
  compute: (value: string) => T,
  size = 8_192,
) {
  let recent = new Map<string, T>();
  let older = new Map<string, T>();
  return (value: string): T => {
    let key = recent.get(value);
    if (key !== undefined) return key;
    key = older.has(value) ? older.get(value)! : compute(value);
    if (recent.size >= size) {
      older = recent;
      recent = new Map();
    }
    recent.set(ownCopy(value), key);
    return key;
  };
}

/**
 * The resolution key of a company name: upper case, no punctuation, common
 * abbreviations spelled out, a leading THE and trailing legal forms dropped.
 * 'The Acme Mfg. Co., Inc. - Jobsite 4' and 'ACME MANUFACTURING' agree.
 */
export const nameKey = remembered(computeNameKey);

function computeNameKey(name: string): string {
  const list = words(coreName(name)).map((word) => WORDS[word] ?? word);
  if (list[0] === 'THE' && list.length > 1) list.shift();
  while (list.length > 1 && LEGAL_SUFFIXES.has(list[list.length - 1]!)) {
    list.pop();
  }
  return list.join(' ');
}

/**
 * The resolution key of a street address: house number and the first
 * street word, e.g. '1200 N Main Street, Suite 5' -> '1200 MAIN'. Null for
 * a PO box or an address without a number. Remembered like name keys: a
 * source lists a company's rows together.
 */
export function addressKey(address: string | null): string | null {
  return address ? streetKey(address) : null;
}

const streetKey = remembered(computeStreetKey);

function computeStreetKey(address: string): string | null {
  const list = words(address).map((word) => STREET_WORDS[word] ?? word);
  if (list[0] === 'PO' || list[0] === 'P' || list[0] === 'BOX') return null;
  const number = list[0];
  if (!number || !/^\d+[A-Z]?$/.test(number)) return null;
  const street = list
    .slice(1)
    .find(
      (word) => !['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW'].includes(word),
    );
  return street ? `${number} ${street}` : null;
}

// Letter pairs of a key, for Dice similarity.
function bigrams(value: string): Map<string, number> {
  const pairs = new Map<string, number>();
  const compact = value.replace(/ /g, '');
  for (let i = 0; i < compact.length - 1; i += 1) {
    const pair = compact.slice(i, i + 2);
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  return pairs;
}

/** Dice coefficient of two keys' letter pairs, 0 to 1. */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const left = bigrams(a);
  const right = bigrams(b);
  let shared = 0;
  let total = 0;
  for (const [pair, count] of left) {
    shared += Math.min(count, right.get(pair) ?? 0);
    total += count;
  }
  for (const count of right.values()) total += count;
  return total === 0 ? 0 : (2 * shared) / total;
}

/**
 * The grouping name of a carrier or broker: its name key in title case, so
 * 'METLIFE INS CO' and 'Metlife Insurance Company' group together.
 */
export const displayKey = remembered((name) =>
  nameKey(name)
    .toLowerCase()
    .replace(/\b([a-z])/g, (letter) => letter.toUpperCase()),
);

/** Width of a name field of Form 5500 Schedule A (INS_BROKER_NAME). */
export const SCHEDULE_A_NAME_WIDTH = 35;

// A name that fills its field may end in a cut word: 'GOLDEN COAST
// INSURANCE SERVICES, IN' is 'GOLDEN COAST INSURANCE SERVICES, INC' cut
// at 35 characters. A cut legal form says nothing of who the firm is.
function withoutCutLegalForm(name: string, width: number): string {
  const trimmed = name.trim();
  if (trimmed.length < width) return trimmed;
  const match = /^(.*[^\s,])[\s,]+([A-Za-z.]+)$/.exec(trimmed);
  if (!match) return trimmed;
  const last = match[2]!.replace(/\./g, '').toUpperCase();
  const isCutForm = [...LEGAL_SUFFIXES].some(
    (suffix) => suffix !== last && suffix.startsWith(last),
  );
  return isCutForm ? match[1]! : trimmed;
}

/**
 * The identity of a broker named on Schedule A: its display key, after a
 * legal form cut by the field width is dropped, so the cut and the whole
 * spelling of one firm are one broker.
 */
export const brokerKey = (
  name: string,
  width: number = SCHEDULE_A_NAME_WIDTH,
): string => displayKey(withoutCutLegalForm(name, width));
