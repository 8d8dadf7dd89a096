// The accounts module's public surface.
export { accountsRoutes } from './accounts.routes';
export { getAccountSummary, type AccountSummary } from './accounts.service';
