// Columns of NRI_Table_Counties.csv: identity, composites and, per hazard,
// annualized frequency, expected annual loss, score, rating and risk.

export const NRI_HAZARDS = [
  'CFLD',
  'ERQK',
  'HAIL',
  'HRCN',
  'LNDS',
  'RFLD',
  'SWND',
  'TRND',
  'WFIR',
] as const;

export type Hazard = (typeof NRI_HAZARDS)[number];

export const NRI_IDENTITY = [
  'NRI_ID',
  'STATE',
  'STATEABBRV',
  'STATEFIPS',
  'COUNTY',
  'COUNTYTYPE',
  'COUNTYFIPS',
  'STCOFIPS',
  'POPULATION',
  'BUILDVALUE',
  'AGRIVALUE',
  'AREA',
  'RISK_VALUE',
  'RISK_SCORE',
  'RISK_RATNG',
  'RISK_SPCTL',
  'EAL_SCORE',
  'EAL_RATNG',
  'EAL_SPCTL',
  'EAL_VALT',
  'SOVI_SCORE',
  'SOVI_RATNG',
  'RESL_SCORE',
  'RESL_RATNG',
  'CRF_VALUE',
] as const;

export const NRI_HAZARD_SUFFIXES = [
  'AFREQ',
  'EALT',
  'EALS',
  'EALR',
  'RISKV',
  'RISKS',
  'RISKR',
] as const;

export const NRI_HEADER: readonly string[] = [
  ...NRI_IDENTITY,
  ...NRI_HAZARDS.flatMap((h) => NRI_HAZARD_SUFFIXES.map((s) => `${h}_${s}`)),
  'NRI_VER',
];
