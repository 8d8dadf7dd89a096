// The my-account module's public surface.
export { myAccountRoutes } from './my-account.routes';
export { myAccountSecurityRoutes } from './my-account-security.routes';
