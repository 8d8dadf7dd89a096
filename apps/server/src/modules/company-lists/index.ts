// The company lists module's public surface: its routes.
export { companyListsRoutes } from './company-lists.routes';
