// The search module's public surface.
export { searchRoutes } from './search.routes';
