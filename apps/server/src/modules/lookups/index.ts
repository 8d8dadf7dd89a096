// The lookups module's public surface.
export { lookupsRoutes } from './lookups.routes';
