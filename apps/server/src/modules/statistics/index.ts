// The statistics module's public surface.
export { statisticsRoutes } from './statistics.routes';
