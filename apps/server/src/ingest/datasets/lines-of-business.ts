import { flag, text, type Row } from '../../data-model/values';

// SPEC §3 "Benefit lines of business" ids of a Schedule A contract, from
// its Part III line-8 boxes (reference §1.5).
const BOXES: readonly (readonly [box: string, line: number])[] = [
  ['HEALTH', 0],
  ['HMO', 0],
  ['PPO', 0],
  ['DRUG', 0],
  ['STOP_LOSS', 1],
  ['DENTAL', 2],
  ['VISION', 3],
  ['LIFE_INSUR', 4],
  ['TEMP_DISAB', 5],
  ['LONG_TERM_DISAB', 6],
  ['UNEMP', 12],
  ['INDEMNITY', 20],
];
// Each box's column, named once rather than per row.
const BOX_COLUMNS = BOXES.map(
  ([box, line]) => [`WLFR_BNFT_${box}_IND`, line] as const,
);

const VOLUNTARY_ALL = 7;
const OTHER = 19;

// Words of the 'other' description, most specific first: a phrase that
// matched is taken out, so 'TRAVEL ACCIDENT' is travel, not accident.
const OTHER_WORDS: readonly (readonly [words: RegExp, line: number])[] = [
  [/\bVOLUNTARY (TERM )?LIFE\b/g, 14],
  [/\bVOLUNTARY (LTD|LONG TERM DISABILITY)\b/g, 15],
  [/\bVOLUNTARY (STD|SHORT TERM DISABILITY)\b/g, 16],
  [/\bLONG TERM CARE\b|\bLTC\b/g, 13],
  [/\bTRAVEL( ACCIDENT)?\b/g, 8],
  // AD&D rides on group life: it is not a voluntary accident plan.
  [/\bAD( AND)? D\b|\bADD\b|\bACCIDENTAL DEATH( AND DISMEMBERMENT)?\b/g, 4],
  [/\bACCIDENT(AL)?\b|\bCRITICAL ILLNESS\b|\bCANCER\b|\bHOSPITAL\b/g, 10],
  [/\bEAP\b|\bEMPLOYEE ASSISTANCE\b|\bWELLNESS\b/g, 11],
  [/\bLEGAL\b/g, 9],
  [/\bSTATUTORY\b|\bDBL\b|\bTDB\b|\bPFL\b|\bPAID FAMILY LEAVE\b/g, 17],
  [/\bEXECUTIVE\b/g, 18],
];

/** The lines of a free-text 'other' benefit ('VOL. ACCIDENT, EAP'). */
export function otherLines(description: string | null): number[] {
  let rest =
    ` ${(description ?? '').toUpperCase().replace(/[^A-Z0-9]+/g, ' ')} `.replace(
      / VOL /g,
      ' VOLUNTARY ',
    );
  const lines = new Set<number>();
  if (/\bVOLUNTARY\b/.test(rest)) lines.add(VOLUNTARY_ALL);
  for (const [words, line] of OTHER_WORDS) {
    if (words.test(rest)) {
      lines.add(line);
      rest = rest.replace(words, ' ');
    }
    words.lastIndex = 0;
  }
  if (lines.size === 0) lines.add(OTHER);
  return [...lines];
}

/**
 * The contract's lines as '|0|2|4|', pipes on both ends so a search can
 * use LIKE '%|2|%'; null for a contract with no welfare box (pension).
 */
export function benefitLines(row: Row): string | null {
  const lines = new Set<number>();
  for (const [column, line] of BOX_COLUMNS) {
    if (flag(row, column) === 1) lines.add(line);
  }
  // A description of the other benefit counts as its box.
  const description = text(row.WLFR_TYPE_BNFT_OTH_TEXT);
  if (flag(row, 'WLFR_BNFT_OTHER_IND') === 1 || description) {
    for (const line of otherLines(description)) lines.add(line);
  }
  if (lines.size === 0) return null;
  return `|${[...lines].sort((a, b) => a - b).join('|')}|`;
}
