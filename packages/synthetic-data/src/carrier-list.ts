// Real insurance carriers as they appear on Schedule A, with NAIC company
// codes (and EINs only where known; blank otherwise) and spellings seen on
// filings. Weights per line of business approximate the most frequent
// carriers of 2020-24 filings (reference §1.9).

export type Line =
  | 'health'
  | 'hmo'
  | 'stoploss'
  | 'dental'
  | 'vision'
  | 'life'
  | 'std'
  | 'ltd'
  | 'voluntary'
  | 'annuity';

export interface CarrierSpec {
  names: readonly string[];
  naic: string;
  ein: string;
  /** Contract number pattern: '#' a digit, '@' a letter. */
  pattern: string;
  lines: Partial<Record<Line, number>>;
}

export const NATIONAL_CARRIERS: readonly CarrierSpec[] = [
  {
    names: [
      'UNITED OF OMAHA LIFE INSURANCE COMPANY',
      'UNITED OF OMAHA LIFE INS CO',
      'MUTUAL OF OMAHA / UNITED OF OMAHA LIFE INSURANCE CO',
      'UNITED OF OMAHA',
    ],
    naic: '69868',
    ein: '',
    pattern: 'G#######',
    lines: { life: 16, std: 13, ltd: 13, dental: 6, vision: 4, voluntary: 8 },
  },
  {
    names: [
      'LIFE INSURANCE COMPANY OF NORTH AMERICA',
      'LIFE INS CO OF NORTH AMERICA',
      'CIGNA - LIFE INSURANCE COMPANY OF NORTH AMERICA',
      'LINA',
    ],
    naic: '65498',
    ein: '',
    pattern: 'FLX-######',
    lines: { life: 14, std: 13, ltd: 13, voluntary: 6 },
  },
  {
    names: [
      'METROPOLITAN LIFE INSURANCE COMPANY',
      'METLIFE',
      'METROPOLITAN LIFE INS CO',
      'METROPOLITAN LIFE INSURANCE CO.',
    ],
    naic: '65978',
    ein: '135581829',
    pattern: '#######',
    lines: { life: 10, std: 9, ltd: 9, dental: 12, vision: 7, voluntary: 10 },
  },
  {
    names: [
      'PRINCIPAL LIFE INSURANCE COMPANY',
      'PRINCIPAL LIFE INS CO',
      'PRINCIPAL FINANCIAL GROUP',
    ],
    naic: '61271',
    ein: '420127290',
    pattern: 'H######',
    lines: { life: 8, std: 8, ltd: 8, dental: 10, vision: 3, annuity: 20 },
  },
  {
    names: [
      'UNUM LIFE INSURANCE COMPANY OF AMERICA',
      'UNUM LIFE INS CO OF AMERICA',
      'UNUM',
    ],
    naic: '62235',
    ein: '010278678',
    pattern: '######-###',
    lines: { life: 9, std: 10, ltd: 11, voluntary: 8 },
  },
  {
    names: [
      'THE LINCOLN NATIONAL LIFE INSURANCE COMPANY',
      'LINCOLN NATIONAL LIFE INSURANCE COMPANY',
      'LINCOLN NATIONAL LIFE INS CO',
      'LINCOLN FINANCIAL GROUP',
    ],
    naic: '65676',
    ein: '350472300',
    pattern: '0000######',
    lines: { life: 8, std: 9, ltd: 9, dental: 4, annuity: 8 },
  },
  {
    names: ['VISION SERVICE PLAN', 'VSP', 'VSP VISION CARE'],
    naic: '',
    ein: '',
    pattern: '########',
    lines: { vision: 35 },
  },
  {
    names: [
      'UNITEDHEALTHCARE INSURANCE COMPANY',
      'UNITED HEALTHCARE INSURANCE COMPANY',
      'UNITEDHEALTHCARE INS CO',
      'UNITED HEALTHCARE',
    ],
    naic: '79413',
    ein: '362739571',
    pattern: '0######',
    lines: { health: 20, stoploss: 8, dental: 5, vision: 6 },
  },
  {
    names: [
      'THE GUARDIAN LIFE INSURANCE COMPANY OF AMERICA',
      'GUARDIAN LIFE INSURANCE COMPANY OF AMERICA',
      'GUARDIAN LIFE INS CO OF AMERICA',
      'GUARDIAN',
    ],
    naic: '64246',
    ein: '135123390',
    pattern: '00#####',
    lines: { life: 5, std: 5, ltd: 5, dental: 9, vision: 5, voluntary: 6 },
  },
  {
    names: [
      'STANDARD INSURANCE COMPANY',
      'THE STANDARD',
      'STANDARD INSURANCE CO',
    ],
    naic: '69019',
    ein: '930242990',
    pattern: '#######-@',
    lines: { life: 7, std: 8, ltd: 9 },
  },
  {
    names: [
      'RELIANCE STANDARD LIFE INSURANCE COMPANY',
      'RELIANCE STANDARD LIFE INS CO',
      'RELIANCE STANDARD',
    ],
    naic: '68381',
    ein: '',
    pattern: 'LSC######',
    lines: { life: 5, std: 5, ltd: 6 },
  },
  {
    names: [
      'CIGNA HEALTH AND LIFE INSURANCE COMPANY',
      'CIGNA HEALTH & LIFE INSURANCE CO',
      'CIGNA',
    ],
    naic: '67369',
    ein: '',
    pattern: '#######',
    lines: { health: 10, stoploss: 8, dental: 7, vision: 3 },
  },
  {
    names: [
      'HARTFORD LIFE AND ACCIDENT INSURANCE COMPANY',
      'HARTFORD LIFE & ACCIDENT INS CO',
      'THE HARTFORD',
    ],
    naic: '70815',
    ein: '',
    pattern: 'GL-######',
    lines: { life: 5, std: 7, ltd: 7, voluntary: 4 },
  },
  {
    names: [
      'SUN LIFE ASSURANCE COMPANY OF CANADA',
      'SUN LIFE ASSURANCE CO OF CANADA',
      'SUN LIFE FINANCIAL',
    ],
    naic: '80926',
    ein: '',
    pattern: '######-001',
    lines: { life: 5, std: 5, ltd: 5, dental: 3, stoploss: 14, voluntary: 4 },
  },
  {
    names: ['AETNA LIFE INSURANCE COMPANY', 'AETNA LIFE INS CO', 'AETNA'],
    naic: '60054',
    ein: '',
    pattern: '######-##',
    lines: { health: 10, stoploss: 6, dental: 3, vision: 2 },
  },
  {
    names: ['HUMANA INSURANCE COMPANY', 'HUMANA'],
    naic: '73288',
    ein: '',
    pattern: '@######',
    lines: { health: 4, dental: 3, vision: 2 },
  },
];
