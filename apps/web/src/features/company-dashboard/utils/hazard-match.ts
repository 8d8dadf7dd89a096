import { COORDINATE_DECIMALS } from '@edge/contracts';
import type { ReportView } from '../../../utils/report-view';

const SCALE = 10 ** COORDINATE_DECIMALS;

/** SPEC §9: a coordinate rounded to 7 decimals; null stays null. */
export function roundCoordinate(value: number | null): number | null {
  return value === null ? null : Math.round(value * SCALE) / SCALE;
}

interface Located {
  latitude: number | null;
  longitude: number | null;
}

/**
 * SPEC §4: a hazards answer belongs to the company when its coordinates
 * equal the company's rounded to 7 decimals (both unknown: a county answer).
 */
export function isHazardsForLocation(hazards: Located, company: Located) {
  return (
    roundCoordinate(hazards.latitude) === roundCoordinate(company.latitude) &&
    roundCoordinate(hazards.longitude) === roundCoordinate(company.longitude)
  );
}

/**
 * The hazards card's view: the answer only once the company's own
 * coordinates are known and equal its own (else it is set aside).
 */
export function matchHazardsView<H extends Located, C extends Located>(
  hazards: ReportView<H>,
  company: ReportView<C>,
): ReportView<H> {
  if (hazards.status !== 'loaded') return hazards;
  if (company.status === 'loading') return company;
  if (company.status !== 'loaded') return { status: 'ignored' };
  return isHazardsForLocation(hazards.data, company.data)
    ? hazards
    : { status: 'ignored' };
}
