// The partner module's public surface: the plugin (partner proxy,
// duplicate-accounts report, AMS marks) and what its caller must give it.
export { partnerRoutes, type PartnerPluginOptions } from './partner.plugin';
export type { CredentialsOf, PartnerCredentials } from './partner-credentials';
export {
  PARTNER_RETRY_DELAY_MS,
  type PartnerClientOptions,
} from './partner-client';
