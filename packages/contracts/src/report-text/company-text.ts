import type { Contact } from '../company-reports';
import { personName } from '../person-name';

interface AddressParts {
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

/** '12 Main St, Springfield, IL 62704' from the parts on file. */
export function formatCompanyAddress(company: AddressParts): string {
  const region = [company.state, company.zip].filter(Boolean).join(' ');
  return [company.address, company.city, region].filter(Boolean).join(', ');
}

/** A website as a link target: a bare host gets https://. */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** A website as people write it: no scheme, no trailing slash. */
export function websiteLabel(website: string): string {
  return website.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** 'Dana Ruiz'; 'Name not listed' when the source gives none. */
export function contactName(contact: Contact): string {
  return personName(contact.first_name, contact.last_name) || 'Name not listed';
}
