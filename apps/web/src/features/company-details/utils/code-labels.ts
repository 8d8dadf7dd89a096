// The agencies' one-letter codes in words (reference §2 OSHA, §4 FMCSA).

const INSPECTION_TYPES: Readonly<Record<string, string>> = {
  A: 'Accident',
  B: 'Complaint',
  C: 'Referral',
  D: 'Monitoring',
  E: 'Variance',
  F: 'Follow-up',
  G: 'Unprogrammed related',
  H: 'Planned',
  I: 'Programmed related',
  J: 'Unprogrammed other',
  K: 'Programmed other',
  L: 'Other',
  M: 'Fatality/Catastrophe',
};

const INSPECTION_SCOPES: Readonly<Record<string, string>> = {
  A: 'Complete',
  B: 'Partial',
  C: 'Records only',
  D: 'No inspection',
};

const SAFETY_HEALTH: Readonly<Record<string, string>> = {
  S: 'Safety',
  H: 'Health',
};

const VIOLATION_TYPES: Readonly<Record<string, string>> = {
  S: 'Serious',
  W: 'Willful',
  R: 'Repeat',
  O: 'Other',
  U: 'Unclassified',
};

const CARRIER_OPERATIONS: Readonly<Record<string, string>> = {
  A: 'Interstate',
  B: 'Intrastate hazmat',
  C: 'Intrastate non-hazmat',
};

const OPERATIONS: Readonly<Record<string, string>> = {
  PRIVATE_ONLY: 'Private only',
  AUTHORIZED_FOR_HIRE: 'Authorized for hire',
  EXEMPT_FOR_HIRE: 'Exempt for hire',
  PRIVATE_PROPERTY: 'Private property',
  PRIVATE_PASSENGER_BUSINESS: 'Private passenger (business)',
  PRIVATE_PASSENGER_NONBUSINESS: 'Private passenger (non-business)',
  MIGRANT: 'Migrant',
  US_MAIL: 'U.S. mail',
  FEDERAL_GOVERNMENT: 'Federal government',
  STATE_GOVERNMENT: 'State government',
  LOCAL_GOVERNMENT: 'Local government',
  INDIAN_TRIBE: 'Indian tribe',
  OP_OTHER: 'Other',
};

// An unknown code shows as it is, rather than vanishing.
const wordOf =
  (words: Readonly<Record<string, string>>) =>
  (code: string | null | undefined): string =>
    code ? (words[code.toUpperCase()] ?? code) : '';

export const inspectionTypeLabel = wordOf(INSPECTION_TYPES);
export const inspectionScopeLabel = wordOf(INSPECTION_SCOPES);
export const safetyHealthLabel = wordOf(SAFETY_HEALTH);
export const violationTypeLabel = wordOf(VIOLATION_TYPES);
export const carrierOperationLabel = wordOf(CARRIER_OPERATIONS);

/** The census's operation classifications, in words, comma-separated. */
export function operationsLabel(codes: readonly string[]): string {
  return codes.map(wordOf(OPERATIONS)).join(', ');
}

export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');
