// The lookups module's public surface.
export { lookupsRoutes } from './lookups.routes';
export { countyName } from './counties.service';
export { naicsTitleTree } from './naics-tree';
export { naicsTreeWithCounts } from './naics.service';
