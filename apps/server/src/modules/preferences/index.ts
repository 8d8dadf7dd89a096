// The preferences module's public surface: its routes.
export { preferencesRoutes } from './preferences.routes';
