// The accounts module's public surface.
export { accountsRoutes } from './accounts.routes';
export {
  getAccountPlan,
  getAccountSummary,
  getRenewalDate,
  type AccountPlan,
  type AccountSummary,
} from './accounts.service';
