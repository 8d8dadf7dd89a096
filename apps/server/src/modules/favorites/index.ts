// The favorites module's public surface: its routes, a user's favorite
// companies (exports) and adding a favorite as the API does (demo seed).
export { favoritesRoutes } from './favorites.routes';
export { favoritesImportRoutes } from './favorites-import.routes';
export { addFavorite, favoriteMunsOf } from './favorites.service';
export type { FavoritesUser } from './favorites.service';
