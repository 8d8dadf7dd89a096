// The search module's public surface.
export { searchRoutes } from './search.routes';
export { criteriaGuard } from './criteria-guard';
