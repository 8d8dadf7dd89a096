import { describe, expect, it } from 'vitest';
import { domainOf } from './crm-columns';

describe('domainOf', () => {
  it.each([
    ['https://www.acme-roofing.com/about', 'acme-roofing.com'],
    ['http://Acme.COM', 'acme.com'],
    ['www.acme.com?ref=edge', 'acme.com'],
    ['acme.com#top', 'acme.com'],
    ['  shop.acme.co.uk/  ', 'shop.acme.co.uk'],
  ])(
    'should read the domain HubSpot matches companies by from %s',
    (website, domain) => {
      expect(domainOf(website)).toBe(domain);
    },
  );

  it('should leave a company without a website without a domain', () => {
    expect(domainOf(null)).toBeNull();
    expect(domainOf('')).toBeNull();
    expect(domainOf('https://')).toBeNull();
  });
});
