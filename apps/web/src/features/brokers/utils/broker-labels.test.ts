import { describe, expect, it } from 'vitest';
import { formatBrokerAddress, stateName } from './broker-labels';

describe('broker labels', () => {
  it('should name states and territories', () => {
    expect(['TX', 'PR', 'ZZ'].map(stateName)).toEqual([
      'Texas',
      'Puerto Rico',
      'ZZ',
    ]);
  });

  it('should join the address parts the filing gave', () => {
    expect(
      formatBrokerAddress({
        address: '100 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      }),
    ).toBe('100 Main St, Austin, TX 78701');
    expect(
      formatBrokerAddress({ address: null, city: ' ', state: 'TX', zip: null }),
    ).toBe('TX');
    expect(
      formatBrokerAddress({
        address: null,
        city: null,
        state: null,
        zip: null,
      }),
    ).toBe('');
  });
});
