// The renewals module's public surface: the renewal calendar's route.
export { renewalsRoutes } from './renewals.routes';
