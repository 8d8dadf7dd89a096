import type { Rng } from './prng';

// Characteristic codes and plan names (reference §1.4).

export type PensionKind = '401k' | 'profit-sharing' | 'db' | 'cash-balance';

const FEATURES: Record<
  PensionKind,
  ReadonlyArray<readonly [string, number]>
> = {
  '401k': [
    ['2E', 0.8],
    ['2F', 0.6],
    ['2G', 0.7],
    ['2J', 1],
    ['2K', 0.4],
    ['2R', 0.1],
    ['2S', 0.35],
    ['2T', 0.6],
    ['3D', 0.5],
    ['3H', 0.04],
  ],
  'profit-sharing': [
    ['2E', 1],
    ['2F', 0.5],
    ['2G', 0.5],
    ['2T', 0.3],
    ['3D', 0.6],
  ],
  db: [
    ['1A', 0.75],
    ['1B', 0.25],
    ['1I', 0.25],
    ['3H', 0.05],
  ],
  'cash-balance': [
    ['1A', 1],
    ['1C', 1],
    ['3D', 0.5],
  ],
};

/** "2E2F2G2J2K2S2T3D": the plan's codes, in code order. */
export function pensionCodes(kind: PensionKind, rng: Rng): string {
  let codes = FEATURES[kind]
    .filter(([, p]) => rng.chance(p))
    .map(([code]) => code)
    .join('');
  if (kind === 'db' && !/1[AB]/.test(codes)) codes = `1A${codes}`;
  return codes || (kind === 'profit-sharing' ? '2E' : '2J');
}

const NAMES: Record<PensionKind | 'welfare', readonly string[]> = {
  '401k': [
    '401(K) PLAN',
    '401(K) PROFIT SHARING PLAN',
    '401(K) PROFIT SHARING PLAN AND TRUST',
    'RETIREMENT SAVINGS PLAN',
    "EMPLOYEES' 401(K) PLAN",
  ],
  'profit-sharing': ['PROFIT SHARING PLAN', 'PROFIT SHARING PLAN AND TRUST'],
  db: ['DEFINED BENEFIT PENSION PLAN', 'PENSION PLAN', 'RETIREMENT PLAN'],
  'cash-balance': ['CASH BALANCE PLAN', 'CASH BALANCE PENSION PLAN'],
  welfare: [
    'HEALTH AND WELFARE PLAN',
    'EMPLOYEE BENEFIT PLAN',
    'GROUP HEALTH PLAN',
    'WELFARE BENEFIT PLAN',
    'EMPLOYEE BENEFITS PLAN',
  ],
};

export function planName(
  kind: PensionKind | 'welfare',
  sponsor: string,
  variant: number,
): string {
  const list = NAMES[kind];
  return `${sponsor} ${list[variant % list.length]}`.slice(0, 140);
}
