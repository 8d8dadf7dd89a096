// The alerts module's public surface.
export { alertsRoutes } from './alerts.routes';
export { searchAlerts } from './alerts.service';
