import type { Module } from '@edge/contracts';
import { seededRandom, type Random } from './demo-random';

// Where a broker licensed for many states mostly prospects: the most
// populous states.
const BUSY_STATES = [
  'CA',
  'TX',
  'FL',
  'NY',
  'PA',
  'IL',
  'OH',
  'GA',
  'NC',
  'MI',
  'NJ',
  'VA',
  'WA',
  'AZ',
  'TN',
  'MA',
  'IN',
  'MO',
  'MD',
  'WI',
];
const TERRITORY_SIZE = 5;

// NAICS sectors brokers prospect in: construction, manufacturing,
// wholesale, retail, transportation, real estate, professional services,
// administrative services, health care, food services, other services.
const SECTORS = [
  '23',
  '31',
  '32',
  '33',
  '42',
  '44',
  '48',
  '53',
  '54',
  '56',
  '62',
  '72',
  '81',
];
const EMPLOYEE_RANGES: readonly [number, number][] = [
  [0, 50],
  [10, 100],
  [50, 250],
  [100, 500],
  [250, 1000],
  [500, 10000],
];

/**
 * The states a member searches in: all they may see when that is a few,
 * else a territory of their own among the busiest states they may see.
 */
export function territoryOf(
  username: string,
  permitted: readonly string[],
): string[] {
  if (permitted.length <= TERRITORY_SIZE) return [...permitted];
  const busy = BUSY_STATES.filter((state) => permitted.includes(state));
  const pool = busy.length >= TERRITORY_SIZE ? busy : permitted;
  return seededRandom('territory', username).sample(pool, TERRITORY_SIZE);
}

/**
 * Criteria a member might run, as the search form sends them: one or two
 * states of their territory, often an industry sector or a size band, and
 * for benefits sometimes the plans renewing in a month.
 */
export function pickCriteria(
  random: Random,
  module: Module,
  territory: readonly string[],
): Record<string, unknown> {
  const states = random.sample(territory, random.chance(0.3) ? 2 : 1);
  const criteria: Record<string, unknown> =
    module === 'pc'
      ? { locationSearch: { states } }
      : { selected_states: states };
  if (random.chance(0.45)) {
    criteria.companyNaicsSearch = {
      industry_search_criterias: [random.pick(SECTORS)],
    };
  }
  if (random.chance(0.4)) {
    criteria.employeeRangeSearch = {
      employeeRange: [...random.pick(EMPLOYEE_RANGES)],
    };
  }
  if (module === 'eb' && random.chance(0.2)) {
    criteria.benefits_plan_renewal_months = [random.int(1, 12)];
  }
  return criteria;
}
