// The feature-flags module's public surface.
export { featureFlagsRoutes } from './feature-flags.routes';
export { getFlagVariation, setFlag } from './feature-flags.service';
