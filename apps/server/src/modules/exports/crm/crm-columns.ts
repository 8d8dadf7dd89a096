import {
  CONTACT_ROLE_LABELS,
  contactRoles,
  type Contact,
} from '@edge/contracts';
import type { CompaniesView } from '../../companies/index';
import { naicsTitleOf } from '../../company-reports/index';
import type { Cell } from '../table-file';

/** A contact with the company it works at. */
export interface CrmContact {
  company: CompaniesView;
  contact: Contact;
}

/** A file of a CRM import: its name in the zip, header and cells. */
export interface CrmFile<R> {
  name: string;
  columns: readonly (readonly [label: string, value: (row: R) => Cell])[];
}

const COUNTRY = 'United States';

/** A website's domain ('https://www.acme.com/about' -> 'acme.com'). */
export function domainOf(website: string | null): string | null {
  if (!website) return null;
  const host = website
    .trim()
    .replace(/^[a-z]+:\/\//i, '')
    .split(/[/?#]/)[0]!
    .toLowerCase();
  return host.replace(/^www\./, '') || null;
}

const industry = (c: CompaniesView) => naicsTitleOf(c.naics);

/**
 * Salesforce's Data Import Wizard maps these headers to the standard
 * Account and Contact fields by their labels; 'Edge ID' maps to a text
 * field marked External ID, so a second import updates the same records.
 */
export const SALESFORCE_ACCOUNTS: CrmFile<CompaniesView> = {
  name: 'salesforce-accounts.csv',
  columns: [
    ['Edge ID', (c) => c.muns],
    ['Account Name', (c) => c.name],
    ['Website', (c) => c.website],
    ['Phone', (c) => c.phone],
    ['Billing Street', (c) => c.address],
    ['Billing City', (c) => c.city],
    ['Billing State/Province', (c) => c.state],
    ['Billing Zip/Postal Code', (c) => c.zip],
    ['Billing Country', () => COUNTRY],
    ['Industry', industry],
    ['Employees', (c) => c.employees],
    ['Annual Revenue', (c) => c.revenue],
    ['NAICS Code', (c) => c.naics],
  ],
};

// After each contact's own columns: the roles Edge reads from its title
// and department, for a custom field the README describes.
export const CRM_ROLES_COLUMN = 'Edge Contact Roles';
const rolesText = (r: CrmContact) =>
  contactRoles(r.contact.title, r.contact.department)
    .map((role) => CONTACT_ROLE_LABELS[role])
    .join('; ');

export const SALESFORCE_CONTACTS: CrmFile<CrmContact> = {
  name: 'salesforce-contacts.csv',
  columns: [
    ['Account Edge ID', (r) => r.company.muns],
    ['Account Name', (r) => r.company.name],
    ['First Name', (r) => r.contact.first_name],
    ['Last Name', (r) => r.contact.last_name],
    ['Title', (r) => r.contact.title],
    ['Department', (r) => r.contact.department],
    ['Email', (r) => r.contact.email ?? null],
    ['Phone', (r) => r.contact.phone ?? null],
    ['Mailing Country', () => COUNTRY],
    [CRM_ROLES_COLUMN, rolesText],
  ],
};

/**
 * HubSpot's import maps these headers to the default company and contact
 * properties by their labels; 'Edge ID' maps to a company property with
 * unique values, which HubSpot deduplicates on.
 */
export const HUBSPOT_COMPANIES: CrmFile<CompaniesView> = {
  name: 'hubspot-companies.csv',
  columns: [
    ['Edge ID', (c) => c.muns],
    ['Company name', (c) => c.name],
    ['Company Domain Name', (c) => domainOf(c.website)],
    ['Website URL', (c) => c.website],
    ['Phone Number', (c) => c.phone],
    ['Street Address', (c) => c.address],
    ['City', (c) => c.city],
    ['State/Region', (c) => c.state],
    ['Postal Code', (c) => c.zip],
    ['Country/Region', () => COUNTRY],
    ['Industry', industry],
    ['Number of Employees', (c) => c.employees],
    ['Annual Revenue', (c) => c.revenue],
  ],
};

export const HUBSPOT_CONTACTS: CrmFile<CrmContact> = {
  name: 'hubspot-contacts.csv',
  columns: [
    ['First Name', (r) => r.contact.first_name],
    ['Last Name', (r) => r.contact.last_name],
    ['Job Title', (r) => r.contact.title],
    ['Email', (r) => r.contact.email ?? null],
    ['Phone Number', (r) => r.contact.phone ?? null],
    ['Company Name', (r) => r.company.name],
    ['Company Domain Name', (r) => domainOf(r.company.website)],
    ['Company Edge ID', (r) => r.company.muns],
    [CRM_ROLES_COLUMN, rolesText],
  ],
};

/** How to import the files, written into the zip beside them. */
export const CRM_README = `Edge CRM import
===============

This folder holds the exported companies and their contacts, twice: once
with the headers Salesforce's Data Import Wizard maps by itself, once with
the headers HubSpot's import maps by itself.

Every company carries its Edge ID. Create once, in your CRM, a text field
that holds it, so that importing a later export updates the same records
instead of adding them again:

Salesforce
  1. Setup > Object Manager > Account > Fields & Relationships > New:
     a Text field labelled "Edge ID", ticked "Unique" and "External ID".
  2. Data Import Wizard > Accounts and Contacts > Add new and update
     existing records, matching accounts by Edge ID:
     salesforce-accounts.csv, then salesforce-contacts.csv (its contacts
     find their account by "Account Name").

HubSpot
  1. Settings > Properties > Company properties > Create property:
     "Edge ID", single-line text, "Require unique values" on.
  2. Import > File from computer > One file, one object:
     hubspot-companies.csv as Companies (deduplicated by Edge ID), then
     hubspot-contacts.csv as Contacts (deduplicated by Email; associated
     with their company by Company Domain Name).

The accounts files end with "Edge Pipeline Stage": your stage of each
company in Edge (New, Contacted, Quoted, Won, Lost; empty when none). To
keep it, create a picklist or text field of that label as well, or leave
the column unmapped.

The contacts files end with "Edge Contact Roles": the roles Edge reads
from each contact's title and department (Owner / executive, HR,
Benefits, Finance, Risk, Safety, Fleet; several split by "; ", empty when
none). An export asked for some roles holds only the contacts of those.
`;
