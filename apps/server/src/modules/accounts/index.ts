// The accounts module's public surface.
export { accountsRoutes } from './accounts.routes';
export {
  getAccountSummary,
  getRenewalDate,
  type AccountSummary,
} from './accounts.service';
