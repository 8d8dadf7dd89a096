import type { Module } from '@edge/contracts';
import { searchKeys } from '../../api/search-keys';
import type { AnyCriteria } from '../../utils/search-modules';
import type { MapCircle, MapCompany } from './map-types';
import type { MapFrame } from './us-projection';

// Under the module's search keys, so whatever clears a search clears these.
export const mapKeys = {
  shapes: (layer: 'states' | 'counties', frame: MapFrame['name']) =>
    ['map-shapes', layer, frame] as const,
  settings: () => ['map-settings'] as const,
  points: (module: Module, criteria: AnyCriteria) =>
    [...searchKeys.module(module), 'map', criteria] as const,
  circle: (module: Module, criteria: AnyCriteria, circle: MapCircle | null) =>
    [...searchKeys.module(module), 'map-circle', circle, criteria] as const,
  company: (module: Module, criteria: AnyCriteria, company: MapCompany) =>
    [...searchKeys.module(module), 'map-company', company, criteria] as const,
};
