// The company details module's public surface: the details pages' routes.
export { companyDetailsRoutes } from './company-details.routes';
