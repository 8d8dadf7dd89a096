// The partner-sign-in module's public surface (docs/decisions/0036).
export { partnerSignInRoutes } from './partner-sign-in.routes';
export { partnerLoginPolicy } from './partner-login-policy';
export {
  partnerCredentialsOf,
  type PartnerCredentials,
} from './partner-credentials';
export { subcomponentPlugin } from './subcomponent';
