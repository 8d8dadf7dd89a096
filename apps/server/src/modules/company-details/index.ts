// The company details module's public surface: the details pages' routes
// and the count of a company's addresses.
export { countCompanyAddresses } from './addresses.service';
export { companyDetailsRoutes } from './company-details.routes';
