import { z } from 'zod';
import { contactSchema } from './company-reports';
import {
  CONTACT_ROLES,
  CONTACT_TITLE_MAX,
  contactRoleSchema,
} from './contact-roles';
import { requestFields, withinPagingLimit } from './search';
import { ebCriteriaSchema, ebSortFieldSchema } from './search-eb';
import { pcCriteriaSchema, pcSortFieldSchema } from './search-pc';

// The results' Contacts tab: the people of the search's companies, by
// role or title, a page of companies at a time in the results' order.

const contactsFields = {
  /** Any of these roles; none asked: every contact. */
  roles: z
    .array(contactRoleSchema)
    .max(CONTACT_ROLES.length)
    .default([])
    .transform((roles) => [...new Set(roles)]),
  /** Words the title holds, case aside; '' for any title. */
  title: z
    .string()
    .trim()
    .max(
      CONTACT_TITLE_MAX,
      `Title words have at most ${CONTACT_TITLE_MAX} characters`,
    )
    .default(''),
};

/** POST /api/v1/search/pnc/contacts body. */
export const pcContactsRequestSchema = z
  .strictObject({
    ...requestFields(pcCriteriaSchema.prefault({}), pcSortFieldSchema),
    ...contactsFields,
  })
  .refine(...withinPagingLimit);
export type PcContactsRequest = z.input<typeof pcContactsRequestSchema>;

/** POST /api/v1/search/eb/contacts body. */
export const ebContactsRequestSchema = z
  .strictObject({
    ...requestFields(ebCriteriaSchema.prefault({}), ebSortFieldSchema),
    ...contactsFields,
  })
  .refine(...withinPagingLimit);
export type EbContactsRequest = z.input<typeof ebContactsRequestSchema>;

/** A contact the search found, with the roles its title gives it. */
export const contactHitSchema = contactSchema.extend({
  id: z.string(),
  roles: z.array(contactRoleSchema),
});
export type ContactHit = z.infer<typeof contactHitSchema>;

/** One company of the page with its matching contacts, most senior first. */
export const contactsCompanySchema = z.object({
  muns: z.string(),
  entity_name: z.string(),
  city: z.string().nullable(),
  state: z.string(),
  employees: z.number().int().nullable(),
  contacts: z.array(contactHitSchema),
});
export type ContactsCompany = z.infer<typeof contactsCompanySchema>;

export const contactsSearchResponseSchema = z.object({
  /** Companies the criteria match that have a matching contact. */
  companies: z.number().int(),
  /** Matching contacts at those companies. */
  contacts: z.number().int(),
  /** Whether e-mail, phone and LinkedIn are in (premium contacts). */
  has_premium_fields: z.boolean(),
  /** The page's companies (page and pageSize count companies). */
  page: z.array(contactsCompanySchema),
});
export type ContactsSearchResponse = z.infer<
  typeof contactsSearchResponseSchema
>;
