// The feature-flags module's public surface.
export { featureFlagsRoutes } from './feature-flags.routes';
export { staffFlagsRoutes } from './staff-flags.routes';
// What another module checks: a flag of an account, and the route guard
// a flagged API calls first (the statistics API will).
export { isFlagOn } from './feature-flags.service';
export { requireAccountFlag, requireFlag } from './require-flag';
// The staff screen's service, which the demo seed sets its values with.
export { setAccountFlag } from './account-flags.service';
