// The API keys module's public surface: its routes and the Bearer check.
export { apiKeysRoutes } from './api-keys.routes';
export { bearerAuth } from './bearer-auth';
export { isReadOnlyRoute } from './bearer-scope';
