// The preferences module's public surface: its routes, and named settings
// other modules keep for a user.
export { preferencesRoutes } from './preferences.routes';
export {
  getUserPreference,
  getUsersPreference,
  setUserPreference,
} from './preferences.service';
