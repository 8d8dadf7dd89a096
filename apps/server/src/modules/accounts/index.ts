// The accounts module's public surface.
export { accountsRoutes } from './accounts.routes';
export {
  getAccountPlan,
  getAccountSummary,
  getRenewalDate,
  listAccountPlans,
  listAccounts,
  type AccountPlan,
  type AccountSummary,
} from './accounts.service';
