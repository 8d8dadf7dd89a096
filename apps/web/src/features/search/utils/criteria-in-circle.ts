import type { EbCriteria, Module, PcCriteria } from '@edge/contracts';
import type { AnyCriteria } from './search-modules';

/** A circle around a point, in miles. */
export interface Circle {
  latitude: number;
  longitude: number;
  miles: number;
}

/** The search's criteria narrowed to a circle (in place of its own radius). */
export function criteriaInCircle(
  module: Module,
  criteria: AnyCriteria,
  { latitude, longitude, miles }: Circle,
): AnyCriteria {
  if (module === 'pc') {
    const pc = criteria as PcCriteria;
    const radius = { latitude, longitude, miles, label: '' };
    return { ...pc, locationSearch: { ...pc.locationSearch, radius } };
  }
  const eb = criteria as EbCriteria;
  return { ...eb, latitude, longitude, radius_miles: miles };
}
