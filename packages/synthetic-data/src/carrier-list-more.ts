import type { CarrierSpec } from './carrier-list';

// Further carriers: specialty stop-loss, voluntary, vision, and group annuity
// writers for pension plans (see carrier-list.ts).
export const MORE_CARRIERS: readonly CarrierSpec[] = [
  {
    names: ['MUTUAL OF OMAHA INSURANCE COMPANY', 'MUTUAL OF OMAHA'],
    naic: '71412',
    ein: '',
    pattern: 'G#######',
    lines: { life: 3, std: 3, ltd: 3 },
  },
  {
    names: ['SYMETRA LIFE INSURANCE COMPANY', 'SYMETRA LIFE INS CO'],
    naic: '68608',
    ein: '',
    pattern: '#######',
    lines: { life: 2, std: 2, ltd: 2, stoploss: 9 },
  },
  {
    names: ['MINNESOTA LIFE INSURANCE COMPANY', 'SECURIAN FINANCIAL'],
    naic: '66168',
    ein: '',
    pattern: '#####-G',
    lines: { life: 2 },
  },
  {
    names: ['AMERITAS LIFE INSURANCE CORP.', 'AMERITAS LIFE INS CORP'],
    naic: '61301',
    ein: '',
    pattern: '0#######',
    lines: { dental: 6, vision: 2, life: 1 },
  },
  {
    names: [
      'FIDELITY SECURITY LIFE INSURANCE COMPANY',
      'EYEMED VISION CARE / FIDELITY SECURITY LIFE',
      'FIDELITY SECURITY LIFE INS CO',
    ],
    naic: '71870',
    ein: '',
    pattern: '#######',
    lines: { vision: 20 },
  },
  {
    names: ['HM LIFE INSURANCE COMPANY', 'HM LIFE INS CO'],
    naic: '93440',
    ein: '',
    pattern: 'SL######',
    lines: { stoploss: 10 },
  },
  {
    names: ['HCC LIFE INSURANCE COMPANY', 'TOKIO MARINE HCC - HCC LIFE INS CO'],
    naic: '92711',
    ein: '',
    pattern: 'HCC######',
    lines: { stoploss: 10 },
  },
  {
    names: ['RELIASTAR LIFE INSURANCE COMPANY', 'VOYA / RELIASTAR LIFE INS CO'],
    naic: '67105',
    ein: '',
    pattern: 'SL-#####',
    lines: { stoploss: 9 },
  },
  {
    names: ['COMPANION LIFE INSURANCE COMPANY', 'COMPANION LIFE INS CO'],
    naic: '77828',
    ein: '',
    pattern: 'CL######',
    lines: { stoploss: 5 },
  },
  {
    names: [
      'AMERICAN FAMILY LIFE ASSURANCE COMPANY OF COLUMBUS',
      'AFLAC',
      'AMERICAN FAMILY LIFE ASSURANCE CO OF COLUMBUS',
    ],
    naic: '60380',
    ein: '',
    pattern: '@####',
    lines: { voluntary: 20 },
  },
  {
    names: [
      'COLONIAL LIFE & ACCIDENT INSURANCE COMPANY',
      'COLONIAL LIFE AND ACCIDENT INSURANCE CO',
    ],
    naic: '62049',
    ein: '',
    pattern: 'E#######',
    lines: { voluntary: 15 },
  },
  {
    names: [
      'AMERICAN HERITAGE LIFE INSURANCE COMPANY',
      'ALLSTATE BENEFITS / AMERICAN HERITAGE LIFE',
    ],
    naic: '60534',
    ein: '',
    pattern: '#####',
    lines: { voluntary: 10 },
  },
  {
    names: [
      'VOYA RETIREMENT INSURANCE AND ANNUITY COMPANY',
      'VOYA RETIREMENT INS & ANNUITY CO',
    ],
    naic: '86509',
    ein: '',
    pattern: 'IP######',
    lines: { annuity: 15 },
  },
  {
    names: ['TRANSAMERICA LIFE INSURANCE COMPANY', 'TRANSAMERICA'],
    naic: '86231',
    ein: '',
    pattern: 'GA######',
    lines: { annuity: 12 },
  },
  {
    names: [
      'MASSACHUSETTS MUTUAL LIFE INSURANCE COMPANY',
      'MASSMUTUAL',
      'MASS MUTUAL LIFE INS CO',
    ],
    naic: '65935',
    ein: '',
    pattern: '######',
    lines: { annuity: 10 },
  },
  {
    names: [
      'THE PRUDENTIAL INSURANCE COMPANY OF AMERICA',
      'PRUDENTIAL INSURANCE CO OF AMERICA',
    ],
    naic: '68241',
    ein: '',
    pattern: 'GA-#####',
    lines: { annuity: 10, life: 1 },
  },
  {
    names: [
      'JOHN HANCOCK LIFE INSURANCE COMPANY (U.S.A.)',
      'JOHN HANCOCK LIFE INS CO USA',
    ],
    naic: '65838',
    ein: '',
    pattern: '######',
    lines: { annuity: 12 },
  },
  {
    names: ['NATIONWIDE LIFE INSURANCE COMPANY', 'NATIONWIDE LIFE INS CO'],
    naic: '66869',
    ein: '',
    pattern: 'GA#####',
    lines: { annuity: 8 },
  },
  {
    names: [
      'EMPOWER ANNUITY INSURANCE COMPANY OF AMERICA',
      'GREAT-WEST LIFE & ANNUITY INSURANCE CO',
    ],
    naic: '68322',
    ein: '',
    pattern: '######-01',
    lines: { annuity: 10 },
  },
];
