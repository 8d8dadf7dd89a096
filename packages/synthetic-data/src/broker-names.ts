import type { Rng } from './prng';

// Fictional broker firm names. National firms are named here; regional and
// local agencies are built from place, family and trade words.

export const NATIONAL_BROKERS: readonly string[] = [
  'SUMMIT RIDGE BENEFIT ADVISORS',
  'NORTHSTAR RISK PARTNERS',
  'HARBORVIEW INSURANCE SERVICES',
  'KEYSTONE BENEFITS GROUP',
  'MERIDIAN EMPLOYEE BENEFITS',
  'BLUEWATER INSURANCE BROKERS',
  'IRONBRIDGE RISK & BENEFITS',
  'LANDMARK BENEFIT CONSULTANTS',
  'CARDINAL POINT INSURANCE',
  'REDSTONE BENEFITS ALLIANCE',
  'CROSSROADS RISK SERVICES',
  'TRUE NORTH BENEFITS GROUP',
  'PINNACLE EMPLOYER SOLUTIONS',
  'EVERGREEN BROKERAGE PARTNERS',
];

// Lead words of regional firms, per census division (brokers.ts order).
const REGIONAL_LEADS: readonly (readonly string[])[] = [
  [
    'NEW ENGLAND',
    'YANKEE',
    'LIGHTHOUSE',
    'COLONIAL HARBOR',
    'GRANITE COAST',
    'BAY STATE',
    'NUTMEG',
  ],
  [
    'EMPIRE STATE',
    'TRI-STATE',
    'HUDSON RIVER',
    'KEYSTONE VALLEY',
    'GARDEN STATE',
    'LIBERTY BELL',
    'ERIE CANAL',
  ],
  [
    'GREAT LAKES',
    'LAKESHORE',
    'BUCKEYE',
    'HEARTLAND',
    'NORTHCOAST',
    'HOOSIER',
    'BADGER STATE',
  ],
  [
    'GREAT PLAINS',
    'PRAIRIE WIND',
    'MISSOURI VALLEY',
    'NORTHLAND',
    'HIGH PLAINS',
    'GATEWAY',
    'TWIN RIVERS',
  ],
  [
    'ATLANTIC COAST',
    'PIEDMONT',
    'SOUTHERN CROSS',
    'PALMETTO',
    'CAPITAL REGION',
    'SUNSHINE STATE',
    'TIDEWATER',
  ],
  [
    'MAGNOLIA',
    'BLUEGRASS',
    'VOLUNTEER',
    'SOUTHERN TRADITION',
    'DELTA',
    'CUMBERLAND',
    'DIXIE',
  ],
  [
    'GULF SOUTH',
    'LONE STAR',
    'RED RIVER',
    'BAYOU',
    'SOUTHWEST',
    'OZARK',
    'BRAZOS',
  ],
  [
    'MOUNTAIN WEST',
    'FRONTIER',
    'SIERRA',
    'CANYON',
    'ROCKY MOUNTAIN',
    'DESERT SKY',
    'BIG SKY',
  ],
  [
    'CASCADE',
    'PACIFIC RIM',
    'GOLDEN COAST',
    'WESTERN STATES',
    'NORTHWEST',
    'ALOHA',
    'REDWOOD EMPIRE',
  ],
];

const REGIONAL_TRADES = [
  'INSURANCE GROUP',
  'BENEFIT PARTNERS',
  'RISK ADVISORS',
  'INSURANCE AGENCY',
  'BENEFITS CONSULTING',
  'INSURANCE SERVICES',
];

const LOCAL_TRADES = [
  'INSURANCE AGENCY',
  'INSURANCE',
  'AGENCY',
  'INSURANCE GROUP',
  'BENEFITS',
  'BENEFIT SERVICES',
  'INSURANCE & FINANCIAL',
  'INSURANCE ASSOCIATES',
];

const FORMS = ['INC', 'LLC', 'INC', 'LLC', 'CORP', 'INC'] as const;

export function regionalBrokerName(
  rng: Rng,
  division: number,
  i: number,
): string {
  const leads = REGIONAL_LEADS[division % REGIONAL_LEADS.length]!;
  return `${leads[i % leads.length]} ${rng.pick(REGIONAL_TRADES)}`;
}

/** A local agency: a family, a partnership, a place word or its town. */
export function localBrokerName(
  rng: Rng,
  surnames: readonly string[],
  places: readonly string[],
  town: string,
): string {
  const roll = rng.next();
  const trade = rng.pick(LOCAL_TRADES);
  if (roll < 0.4) return `${rng.pick(surnames)} ${trade}`;
  if (roll < 0.6)
    return `${rng.pick(surnames)} & ${rng.pick(surnames)} ${trade}`;
  if (roll < 0.72) return `${rng.pick(places)} ${trade}`;
  if (roll < 0.85 && town.length <= 16) return `${town} ${trade}`;
  return `${rng.pick(surnames)}-${rng.pick(surnames)} ${trade}`;
}

export function legalForm(rng: Rng): string {
  return rng.pick(FORMS);
}

/** Spellings of one broker on Part 1: punctuation, case, subsidiaries. */
export function brokerSpellings(base: string, form: string): string[] {
  const dotted = form === 'LLC' ? 'LLC' : `${form}.`;
  return [
    `${base}, ${dotted}`,
    `${base} ${form}`,
    base,
    `${base}, ${dotted}`
      .toLowerCase()
      .replace(/(^|\s)([a-z])/g, (m) => m.toUpperCase()),
  ];
}
