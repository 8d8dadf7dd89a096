import { columnIndex } from '../columns';
import { FILE, OUTPUT_FILES } from '../files';
import { SCH_A_HEADER, SCH_A_PART1_HEADER } from '../headers/sch-a';

// Schedule A and its Part 1 as the older extract reads and edits them.

export const A = columnIndex(SCH_A_HEADER);
export const P = columnIndex(SCH_A_PART1_HEADER);

export const schAFile = (yearIndex: number) =>
  OUTPUT_FILES[FILE.schA(yearIndex)]!.name;
export const part1File = (yearIndex: number) =>
  OUTPUT_FILES[FILE.schAPart1(yearIndex)]!.name;

/** The premium of a contract: charges, or an experience-rated premium. */
export const PREMIUM_COLUMNS = [
  A.WLFR_TOT_CHARGES_PAID_AMT,
  A.WLFR_PREMIUM_RCVD_AMT,
  A.WLFR_TOT_EARNED_PREM_AMT,
];
/** What the brokers of a contract were paid, in total and each. */
export const COMMISSION_COLUMNS = [
  A.INS_BROKER_COMM_TOT_AMT,
  A.INS_BROKER_FEES_TOT_AMT,
];
export const BROKER_PAID_COLUMNS = [
  P.INS_BROKER_COMM_PD_AMT,
  P.INS_BROKER_FEES_PD_AMT,
];
/** Who a broker is and where: what another broker's row replaces. */
export const BROKER_COLUMNS = [
  P.INS_BROKER_NAME,
  P.INS_BROKER_US_ADDRESS1,
  P.INS_BROKER_US_ADDRESS2,
  P.INS_BROKER_US_CITY,
  P.INS_BROKER_US_STATE,
  P.INS_BROKER_US_ZIP,
  P.INS_BROKER_CODE,
];

// The welfare code (TYPE_WELFARE_BNFT_CODE) of a contract that covers one
// line a plan may add: dental, vision, life, short- or long-term disability.
const LINE_CODES: readonly (readonly [number, string])[] = [
  [A.WLFR_BNFT_DENTAL_IND, '4D'],
  [A.WLFR_BNFT_VISION_IND, '4E'],
  [A.WLFR_BNFT_LIFE_INSUR_IND, '4B'],
  [A.WLFR_BNFT_TEMP_DISAB_IND, '4F'],
  [A.WLFR_BNFT_LONG_TERM_DISAB_IND, '4H'],
];

/** The line code of a one-line contract other than medical; else null. */
export function lineCodeOf(row: readonly string[]): string | null {
  if (row[A.WLFR_BNFT_HEALTH_IND] === '1') return null;
  const codes = LINE_CODES.filter(([column]) => row[column] === '1');
  return codes.length === 1 ? codes[0]![1] : null;
}

export const hasAmount = (row: readonly string[], columns: number[]) =>
  columns.some((column) => Number(row[column]) > 0);
