// The favorites module's public surface: its routes.
export { favoritesRoutes } from './favorites.routes';
export { favoritesImportRoutes } from './favorites-import.routes';
export { favoriteMunsOf } from './favorites.service';
