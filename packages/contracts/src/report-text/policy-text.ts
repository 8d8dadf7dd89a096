import type { WcPolicy } from '../company-reports';

/** The carrier a policy is listed under; self-insured has none. */
export function policyCarrier(policy: WcPolicy): string {
  if (policy.carrier_name) return policy.carrier_name;
  return policy.self_insured ? 'Self-insured' : 'Carrier not reported';
}
