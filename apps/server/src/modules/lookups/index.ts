// The lookups module's public surface.
export { lookupsRoutes } from './lookups.routes';
export { countyName } from './counties.service';
export { naicsAncestor, naicsTitleTree } from './naics-tree';
export { naicsTreeWithCounts } from './naics.service';
// Data derived from the imports, reloaded when an import changes them.
export { importSnapshot } from './import-snapshot';
