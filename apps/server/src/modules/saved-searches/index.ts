// The saved-searches module's public surface.
export { savedSearchesRoutes } from './saved-searches.routes';
