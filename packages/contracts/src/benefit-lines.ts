/** A benefit line of business of SPEC §3 and its criteria flag. */
export interface BenefitLine {
  id: number;
  label: string;
  flag: LobFlag;
}

// SPEC §3: the 21 benefit lines of business with their ids.
const LINES = [
  [0, 'Health', 'lob_health'],
  [1, 'Stop Loss', 'lob_stop_loss'],
  [2, 'Dental', 'lob_dental'],
  [3, 'Vision', 'lob_vision'],
  [4, 'Life Insurance', 'lob_life_insurance'],
  [5, 'Temporary Disability', 'lob_temporary_disability'],
  [6, 'Long-term Disability', 'lob_long_term_disability'],
  [7, 'Voluntary (All)', 'lob_voluntary_all'],
  [8, 'Business Travel', 'lob_business_travel'],
  [9, 'Legal', 'lob_legal'],
  [10, 'Voluntary Critical Illness/Cancer', 'lob_voluntary_critical_illness'],
  [11, 'Wellness/EAP', 'lob_wellness_eap'],
  [12, 'Supplemental Unemployment', 'lob_supplemental_unemployment'],
  [13, 'Long Term Care', 'lob_long_term_care'],
  [14, 'Voluntary Life', 'lob_voluntary_life'],
  [15, 'Voluntary LTD', 'lob_voluntary_ltd'],
  [16, 'Voluntary STD', 'lob_voluntary_std'],
  [17, 'Statutory Disability', 'lob_statutory_disability'],
  [18, 'Executive', 'lob_executive'],
  [19, 'Other', 'lob_other'],
  [20, 'Indemnity', 'lob_indemnity'],
] as const;

export type LobFlag = (typeof LINES)[number][2];

export const BENEFIT_LINES: readonly BenefitLine[] = LINES.map(
  ([id, label, flag]) => ({ id, label, flag }),
);

export const LOB_FLAGS = LINES.map(([, , flag]) => flag) as LobFlag[];

/** Voluntary (All) also matches every voluntary line. */
const VOLUNTARY_ALL = 7;
const VOLUNTARY_LINES = [7, 10, 14, 15, 16];

/**
 * The line ids a set of ticked flags asks for, as a bit mask over ids
 * 0..20: a company matches when any of its contracts covers any of them.
 */
export function lobMaskOf(flags: Partial<Record<LobFlag, boolean>>): number {
  let mask = 0;
  for (const line of BENEFIT_LINES) {
    if (!flags[line.flag]) continue;
    const ids = line.id === VOLUNTARY_ALL ? VOLUNTARY_LINES : [line.id];
    for (const id of ids) mask |= 1 << id;
  }
  return mask;
}
