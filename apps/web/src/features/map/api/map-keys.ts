import type { MapBounds, Module } from '@edge/contracts';
import type { MapCriteria } from '../utils/map-types';
import type { MapFrame } from '../utils/us-projection';

export const mapKeys = {
  shapes: (layer: 'states' | 'counties', frame: MapFrame['name']) =>
    ['map-shapes', layer, frame] as const,
  settings: () => ['map-settings'] as const,
  /** Every call about a module's search on the map. */
  module: (module: Module) => ['map', module] as const,
  points: (module: Module, criteria: MapCriteria) =>
    [...mapKeys.module(module), 'points', criteria] as const,
  companies: (module: Module, criteria: MapCriteria, muns: readonly string[]) =>
    [...mapKeys.module(module), 'companies', muns, criteria] as const,
  names: (module: Module, criteria: MapCriteria, bounds: MapBounds | null) =>
    [...mapKeys.module(module), 'names', bounds, criteria] as const,
};

// SPEC §7: search API suffixes, pnc for PC and eb for EB.
const SUFFIX: Record<Module, string> = { pc: 'pnc', eb: 'eb' };

/** The address of one of the map's calls: '' for the points, or a part. */
export const mapPath = (module: Module, part: '' | '/companies' | '/names') =>
  `/api/v1/search/${SUFFIX[module]}/map${part}`;
