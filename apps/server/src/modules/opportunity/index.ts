// The opportunity module's public surface: a company's score per module.
export { opportunityRoutes } from './opportunity.routes';
