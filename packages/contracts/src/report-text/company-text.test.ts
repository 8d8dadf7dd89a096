import { describe, expect, it } from 'vitest';
import {
  formatCompanyAddress,
  websiteHref,
  websiteLabel,
} from './company-text';

describe('company text', () => {
  it('should join the address parts on file', () => {
    expect(
      formatCompanyAddress({
        address: '12 Main St',
        city: 'Springfield',
        state: 'IL',
        zip: '62704',
      }),
    ).toBe('12 Main St, Springfield, IL 62704');
    expect(
      formatCompanyAddress({
        address: null,
        city: null,
        state: 'IL',
        zip: null,
      }),
    ).toBe('IL');
  });

  it('should link a bare host over https and show it without a scheme', () => {
    expect(websiteHref('acme.com')).toBe('https://acme.com');
    expect(websiteHref('http://acme.com')).toBe('http://acme.com');
    expect(websiteLabel('https://www.acme.com/')).toBe('www.acme.com');
  });
});
