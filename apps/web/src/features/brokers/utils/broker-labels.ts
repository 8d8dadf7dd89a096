import { US_STATES, US_TERRITORIES, type BrokerProfile } from '@edge/contracts';

const STATE_NAMES = new Map(
  [...US_STATES, ...US_TERRITORIES].map((s) => [s.code, s.name]),
);

/** 'TX' → 'Texas'; an unknown code stays as it is. */
export function stateName(code: string): string {
  return STATE_NAMES.get(code) ?? code;
}

/** '100 Main St, Austin, TX 78701': the parts the filing gave. */
export function formatBrokerAddress(
  broker: Pick<BrokerProfile, 'address' | 'city' | 'state' | 'zip'>,
): string {
  const stateZip = [broker.state, broker.zip].filter(Boolean).join(' ');
  return [broker.address, broker.city, stateZip]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
