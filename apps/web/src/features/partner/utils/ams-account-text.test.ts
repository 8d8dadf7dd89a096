import { describe, expect, it } from 'vitest';
import { amsAddress, matchReasons, primaryFirst } from './ams-account-text';

const contact = (id: string, isPrimary: boolean) => ({
  id,
  first_name: 'A',
  last_name: id,
  title: '',
  email: '',
  phone: null,
  is_primary: isPrimary,
});

describe('ams account text', () => {
  it('should name the reasons in a fixed order, each once', () => {
    expect(matchReasons(['phone', 'msid', 'phone', 'addressLine1'])).toEqual([
      'Same MSID',
      'Same address',
      'Same phone',
    ]);
  });

  it('should leave out the address parts the AMS lacks', () => {
    expect(
      amsAddress({
        address: '12 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '',
      }),
    ).toBe('12 Main St, Austin, TX');
    expect(amsAddress({ address: '', city: '', state: '', zip: '' })).toBe('');
  });

  it('should put the primary contacts first and keep the rest in order', () => {
    const sorted = primaryFirst([
      contact('c1', false),
      contact('c2', true),
      contact('c3', false),
    ]);
    expect(sorted.map((c) => c.id)).toEqual(['c2', 'c1', 'c3']);
  });
});
