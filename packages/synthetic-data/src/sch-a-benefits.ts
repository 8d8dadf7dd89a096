import { checkbox, columnIndex } from './columns';
import { SCH_A_HEADER } from './headers/sch-a';
import type { PlanDesign } from './plan-design';
import type { Rng } from './prng';
import type { LineDesign } from './welfare-lines';

// Schedule A Part III benefit checkboxes of a contract, and the welfare
// characteristic codes of the plan (reference §1.4, §1.5).

const A = columnIndex(SCH_A_HEADER);

const OTHER_TEXT = [
  'ACCIDENT',
  'CRITICAL ILLNESS',
  'HOSPITAL INDEMNITY',
  'CANCER',
];

export function benefitBoxes(row: string[], line: LineDesign, rng: Rng): void {
  switch (line.line) {
    case 'health':
      row[A.WLFR_BNFT_HEALTH_IND] = '1';
      row[A.WLFR_BNFT_DRUG_IND] = checkbox(rng.chance(0.7));
      row[
        rng.chance(0.75)
          ? A.WLFR_BNFT_PPO_IND
          : rng.chance(0.7)
            ? A.WLFR_BNFT_HMO_IND
            : A.WLFR_BNFT_INDEMNITY_IND
      ] = '1';
      break;
    case 'hmo':
      row[A.WLFR_BNFT_HEALTH_IND] = '1';
      row[A.WLFR_BNFT_HMO_IND] = '1';
      break;
    case 'stoploss':
      row[A.WLFR_BNFT_STOP_LOSS_IND] = '1';
      break;
    case 'dental':
      row[A.WLFR_BNFT_DENTAL_IND] = '1';
      break;
    case 'vision':
      row[A.WLFR_BNFT_VISION_IND] = '1';
      break;
    case 'life':
      row[A.WLFR_BNFT_LIFE_INSUR_IND] = '1';
      if (rng.chance(0.3)) {
        row[A.WLFR_BNFT_OTHER_IND] = '1';
        row[A.WLFR_TYPE_BNFT_OTH_TEXT] = 'AD&D';
      }
      break;
    case 'std':
      row[A.WLFR_BNFT_TEMP_DISAB_IND] = '1';
      break;
    case 'ltd':
      row[A.WLFR_BNFT_LONG_TERM_DISAB_IND] = '1';
      break;
    default:
      row[A.WLFR_BNFT_OTHER_IND] = '1';
      row[A.WLFR_TYPE_BNFT_OTH_TEXT] = rng.pick(OTHER_TEXT);
  }
}

/** TYPE_WELFARE_BNFT_CODE from the plan's lines: "4A4B4D4E4F4H". */
export function welfareCodes(plan: PlanDesign): string {
  const codes = new Set<string>();
  for (const { line } of plan.lines) {
    if (line === 'health' || line === 'hmo' || line === 'stoploss')
      codes.add('4A');
    if (line === 'life') codes.add('4B');
    if (line === 'dental') codes.add('4D');
    if (line === 'vision') codes.add('4E');
    if (line === 'std') codes.add('4F');
    if (line === 'ltd') codes.add('4H');
    if (line === 'voluntary') codes.add('4Q');
  }
  if (plan.selfFunded) codes.add('4A');
  return [...codes].sort().join('');
}
