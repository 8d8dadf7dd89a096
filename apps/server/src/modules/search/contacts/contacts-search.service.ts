import {
  contactRoles,
  hasPremiumContacts,
  titleHolds,
  withoutPremiumFields,
  type ContactHit,
  type ContactsSearchResponse,
  type ebContactsRequestSchema,
  type Module,
  type pcContactsRequestSchema,
  type UserInfo,
} from '@edge/contracts';
import type { z } from 'zod';
import {
  contactOf,
  contactsOfCompanies,
  type ContactsView,
} from '../../company-reports/index';
import { companySizes } from '../hits.repository';
import {
  matchCriteria,
  pageOf,
  type ModuleCriteria,
  type SearchContext,
} from '../search.service';
import type { ContactFilter, ContactRoleIndexes } from './contact-role-index';

type PcRequest = z.output<typeof pcContactsRequestSchema>;
type EbRequest = z.output<typeof ebContactsRequestSchema>;

/** What the contacts search needs beside the search's own context. */
export interface ContactsContext extends SearchContext {
  contacts: ContactRoleIndexes;
  /** The user's licence, read fresh (premium contact fields). */
  info: Pick<UserInfo, 'account_type' | 'zywave_is_premium_contacts'>;
}

function toHit(row: ContactsView, premium: boolean): ContactHit {
  const hit: ContactHit = {
    id: row.source_key,
    roles: contactRoles(row.title, row.department),
    ...contactOf(row),
  };
  return premium ? hit : withoutPremiumFields(hit);
}

const isWanted = (row: ContactsView, filter: ContactFilter) =>
  (filter.roles.length === 0 ||
    contactRoles(row.title, row.department).some((role) =>
      filter.roles.includes(role),
    )) &&
  titleHolds(row.title, filter.title);

/**
 * POST /api/v1/search/{pnc|eb}/contacts: the contacts of the search's
 * companies that hold one of the roles and the title words, a page of
 * companies at a time in the results' sort (docs/decisions/0046).
 */
export async function searchContacts(
  context: ContactsContext,
  module: Module,
  request: PcRequest | EbRequest,
): Promise<ContactsSearchResponse> {
  const filter = { roles: request.roles, title: request.title };
  const criteria = { module, value: request.criteria } as ModuleCriteria;
  // The contact index belongs to one version of the search index: when an
  // import's new version loads between the two reads, read both again.
  for (let attempt = 0; ; attempt++) {
    const { index } = await context.engine.index();
    const roles = await context.contacts.of(index);
    const withContacts = roles.companiesWith(filter);
    const loaded = await matchCriteria(context, criteria, (plan) => {
      plan.restrict(withContacts.rows);
    });
    if (loaded.index.version !== roles.version && attempt === 0) continue;
    const page = pageOf(loaded, module, request);
    return {
      companies: loaded.matched.length,
      contacts: withContacts.countAt(loaded.matched),
      has_premium_fields: hasPremiumContacts(context.info),
      page: await pageCompanies(context, page.muns, filter),
    };
  }
}

async function pageCompanies(
  context: ContactsContext,
  muns: readonly string[],
  filter: ContactFilter,
): Promise<ContactsSearchResponse['page']> {
  const [companies, contacts] = await Promise.all([
    companySizes(context.db, muns),
    contactsOfCompanies(context.db, muns),
  ]);
  const premium = hasPremiumContacts(context.info);
  return companies.map((company) => ({
    ...company,
    contacts: (contacts.get(company.muns) ?? [])
      .filter((row) => isWanted(row, filter))
      .map((row) => toHit(row, premium)),
  }));
}
