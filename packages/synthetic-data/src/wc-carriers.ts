import { Weighted } from './distributions';
import type { StateInfo } from './states';
import { WC_MONOPOLISTIC } from './states';

// Workers' compensation writers: national carriers, state funds, and the
// monopolistic state funds (the only writers in ND, OH, WA, WY and PR).

export interface WcCarrier {
  name: string;
  naic: string;
  prefix: string;
}

const NATIONAL: ReadonlyArray<readonly [WcCarrier, number]> = [
  [
    { name: 'THE TRAVELERS INDEMNITY COMPANY', naic: '25658', prefix: 'UB' },
    12,
  ],
  [
    {
      name: 'HARTFORD UNDERWRITERS INSURANCE COMPANY',
      naic: '30104',
      prefix: 'WEC',
    },
    10,
  ],
  [
    { name: 'LIBERTY MUTUAL INSURANCE COMPANY', naic: '23043', prefix: 'WC' },
    8,
  ],
  [
    { name: 'ZURICH AMERICAN INSURANCE COMPANY', naic: '16535', prefix: 'WC' },
    5,
  ],
  [{ name: 'FEDERAL INSURANCE COMPANY', naic: '20281', prefix: '7' }, 4],
  [{ name: 'WESCO INSURANCE COMPANY', naic: '25011', prefix: 'WWC' }, 6],
  [{ name: 'TECHNOLOGY INSURANCE COMPANY', naic: '42376', prefix: 'TWC' }, 4],
  [
    {
      name: 'BERKSHIRE HATHAWAY HOMESTATE INSURANCE COMPANY',
      naic: '20044',
      prefix: 'HDWC',
    },
    6,
  ],
  [
    { name: 'GREAT AMERICAN INSURANCE COMPANY', naic: '16691', prefix: 'WC' },
    3,
  ],
  [{ name: 'OLD REPUBLIC INSURANCE COMPANY', naic: '24147', prefix: 'A' }, 2],
  [
    { name: 'THE CINCINNATI INSURANCE COMPANY', naic: '10677', prefix: 'EWC' },
    4,
  ],
  [{ name: 'ERIE INSURANCE EXCHANGE', naic: '26263', prefix: 'Q' }, 3],
  [
    {
      name: 'NATIONWIDE MUTUAL INSURANCE COMPANY',
      naic: '23787',
      prefix: 'WC',
    },
    4,
  ],
  [{ name: 'THE HANOVER INSURANCE COMPANY', naic: '22292', prefix: 'W' }, 3],
  [
    {
      name: 'ACCIDENT FUND INSURANCE COMPANY OF AMERICA',
      naic: '10166',
      prefix: 'WCV',
    },
    5,
  ],
  [{ name: 'INSURANCE COMPANY OF THE WEST', naic: '27847', prefix: 'WWC' }, 3],
  [{ name: 'ZENITH INSURANCE COMPANY', naic: '13269', prefix: 'Z' }, 3],
  [{ name: 'SENTRY INSURANCE COMPANY', naic: '24988', prefix: '90' }, 2],
];

const STATE_FUNDS: Record<string, WcCarrier> = {
  CA: { name: 'STATE COMPENSATION INSURANCE FUND', naic: '35076', prefix: '9' },
  TX: { name: 'TEXAS MUTUAL INSURANCE COMPANY', naic: '22945', prefix: 'SBP' },
  OR: { name: 'SAIF CORPORATION', naic: '36196', prefix: '8' },
  CO: { name: 'PINNACOL ASSURANCE', naic: '41190', prefix: '4' },
  NY: { name: 'NEW YORK STATE INSURANCE FUND', naic: '', prefix: 'Z' },
  MT: { name: 'MONTANA STATE FUND', naic: '', prefix: '0' },
  KY: { name: "KENTUCKY EMPLOYERS' MUTUAL INSURANCE", naic: '', prefix: 'K' },
  LA: {
    name: "LOUISIANA WORKERS' COMPENSATION CORPORATION",
    naic: '',
    prefix: 'L',
  },
  MO: {
    name: 'MISSOURI EMPLOYERS MUTUAL INSURANCE COMPANY',
    naic: '',
    prefix: 'M',
  },
  ID: { name: 'IDAHO STATE INSURANCE FUND', naic: '', prefix: '1' },
  NM: { name: 'NEW MEXICO MUTUAL CASUALTY COMPANY', naic: '', prefix: 'N' },
  OK: { name: 'COMPSOURCE MUTUAL INSURANCE COMPANY', naic: '', prefix: 'C' },
  PA: { name: "STATE WORKERS' INSURANCE FUND", naic: '', prefix: '0' },
  MD: {
    name: "CHESAPEAKE EMPLOYERS' INSURANCE COMPANY",
    naic: '',
    prefix: 'C',
  },
  RI: { name: 'BEACON MUTUAL INSURANCE COMPANY', naic: '', prefix: 'B' },
  HI: {
    name: "HAWAII EMPLOYERS' MUTUAL INSURANCE COMPANY",
    naic: '',
    prefix: 'H',
  },
  AZ: { name: 'COPPERPOINT INSURANCE COMPANY', naic: '', prefix: 'CP' },
  MN: { name: 'SFM MUTUAL INSURANCE COMPANY', naic: '', prefix: 'S' },
  UT: { name: 'WORKERS COMPENSATION FUND', naic: '', prefix: 'W' },
};

const MONOPOLISTIC: Record<string, WcCarrier> = {
  ND: {
    name: 'NORTH DAKOTA WORKFORCE SAFETY & INSURANCE',
    naic: '',
    prefix: '',
  },
  OH: { name: "OHIO BUREAU OF WORKERS' COMPENSATION", naic: '', prefix: '' },
  WA: {
    name: 'WASHINGTON STATE DEPARTMENT OF LABOR & INDUSTRIES',
    naic: '',
    prefix: '',
  },
  WY: { name: "WYOMING WORKERS' COMPENSATION DIVISION", naic: '', prefix: '' },
  PR: {
    name: 'CORPORACION DEL FONDO DEL SEGURO DEL ESTADO',
    naic: '',
    prefix: '',
  },
};

const tables = new Map<string, Weighted<WcCarrier>>();

export function isMonopolistic(state: StateInfo): boolean {
  return WC_MONOPOLISTIC.has(state.abbr) || state.abbr === 'PR';
}

export function wcCarriers(state: StateInfo): Weighted<WcCarrier> {
  let table = tables.get(state.abbr);
  if (!table) {
    const fund = isMonopolistic(state)
      ? MONOPOLISTIC[state.abbr]
      : STATE_FUNDS[state.abbr];
    table = isMonopolistic(state)
      ? new Weighted([[fund!, 1]])
      : new Weighted(fund ? [...NATIONAL, [fund, 30]] : NATIONAL);
    tables.set(state.abbr, table);
  }
  return table;
}
