// OSHA's inspection type codes (IMIS), in words a broker reads.
const INSPECTION_TYPES: Record<string, string> = {
  A: 'Accident',
  B: 'Complaint',
  C: 'Referral',
  D: 'Monitoring',
  E: 'Variance',
  F: 'Follow-up',
  G: 'Unprogrammed related',
  H: 'Planned',
  I: 'Unprogrammed other',
  J: 'Programmed related',
  K: 'Programmed other',
  L: 'Other',
  M: 'Fatality/catastrophe',
};

/** 'Complaint' for B; an unknown code as it is. */
export function inspectionTypeLabel(code: string | null): string {
  if (!code) return '';
  return INSPECTION_TYPES[code.toUpperCase()] ?? code;
}
