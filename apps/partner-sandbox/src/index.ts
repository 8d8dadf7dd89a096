// The partner sandbox: a partner platform (API, AMS data, shell) that Edge
// and its tests work against (docs/decisions/0035-partner-sandbox.md).
export { buildSandboxApp, type SandboxAppOptions } from './app';
export {
  startPartnerSandbox,
  type RunningSandbox,
  type StartSandboxOptions,
} from './start-sandbox';
export { FAULT_STATUSES, type FaultInput } from './control/fault-plan';
export {
  signSsoToken,
  verifySsoToken,
  SSO_TOKEN_SECONDS,
  type SsoClaims,
} from './sso/sso-token';
export { EDGE_SSO_PATH } from './shell/shell-routes';
export { DEMO_SEED, DEMO_COMPANY_POOL } from './seed/sandbox-data';
export type { TruthEntry } from './seed/sandbox-types';
export { isLinkedEntry, linkAccountsToEdge } from './seed/edge-links';
