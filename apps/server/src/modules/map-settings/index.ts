// The map settings module's public surface.
export { mapSettingsRoutes } from './map-settings.routes';
