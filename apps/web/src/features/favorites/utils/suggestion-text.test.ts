import { describe, expect, it } from 'vitest';
import { suggestionPlace } from './suggestion-text';

describe('suggestion place', () => {
  it('should join the parts the company has', () => {
    const company = {
      muns: '1',
      entity_name: 'Evergreen Landscaping',
      address: '500 Cedar Blvd',
      city: 'Seattle',
      state: 'WA',
      zip: '98101',
    };
    expect(suggestionPlace(company)).toBe('500 Cedar Blvd, Seattle, WA 98101');
    expect(suggestionPlace({ ...company, address: null, zip: null })).toBe(
      'Seattle, WA',
    );
  });
});
