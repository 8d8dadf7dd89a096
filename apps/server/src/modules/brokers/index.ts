// The brokers module's public surface.
export { brokersRoutes } from './brokers.routes';
