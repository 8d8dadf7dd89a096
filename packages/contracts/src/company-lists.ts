import { z } from 'zod';
import { queryPageSizeSchema, reachablePage } from './brokers';
import { companyParamsSchema } from './company-reports';
import { FAVORITES_BULK_MAX } from './favorites';
import { moduleSchema } from './products';

/**
 * Favorites lists (docs/decisions/0044): a user's named lists of companies
 * of one module, shared with named users of the same account to read or
 * to edit. Never across accounts: a list of another account is 404.
 */

/** Longest list name, after trimming. */
export const COMPANY_LIST_NAME_MAX = 80;
/** Most lists one user keeps per module. */
export const COMPANY_LISTS_MAX = 100;
/** Most companies one list holds. */
export const COMPANY_LIST_COMPANIES_MAX = 5000;
/** Most users one list is shared with. */
export const COMPANY_LIST_SHARES_MAX = 50;

/** What a user may do with a list: theirs, or shared to edit or read. */
export const companyListAccessSchema = z.enum(['owner', 'edit', 'read']);
export type CompanyListAccess = z.infer<typeof companyListAccessSchema>;

/** What a share gives: reading, or adding and removing companies too. */
export const companyListShareAccessSchema = z.enum(['read', 'edit']);
export type CompanyListShareAccess = z.infer<
  typeof companyListShareAccessSchema
>;

const personSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
});

export const companyListShareSchema = personSchema.extend({
  access: companyListShareAccessSchema,
});
export type CompanyListShare = z.infer<typeof companyListShareSchema>;

/**
 * A list as its reader sees it: `companies` counts those of the reader's
 * permitted states only; `shares` names everyone it is shared with.
 */
export const companyListSchema = z.object({
  id: z.number().int(),
  module: moduleSchema,
  name: z.string(),
  owner: personSchema,
  access: companyListAccessSchema,
  companies: z.number().int(),
  shares: z.array(companyListShareSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CompanyList = z.infer<typeof companyListSchema>;

/** GET /api/v1/lists/{module}: the user's own lists, then those shared. */
export const companyListsSchema = z.object({
  lists: z.array(companyListSchema),
});
export type CompanyLists = z.infer<typeof companyListsSchema>;

export const companyListsParamsSchema = z.object({ module: moduleSchema });

export const companyListParamsSchema = z.object({
  module: moduleSchema,
  id: z.coerce
    .number({ error: 'A list id is a positive whole number.' })
    .int('A list id is a positive whole number.')
    .positive('A list id is a positive whole number.'),
});
export type CompanyListParams = z.infer<typeof companyListParamsSchema>;

export const companyListCompanyParamsSchema = companyListParamsSchema.extend({
  muns: companyParamsSchema.shape.muns,
});

/** POST (create) and PUT (rename) body. */
export const companyListNameBodySchema = z.object({
  name: z
    .string({ error: 'Name the list.' })
    .trim()
    .min(1, 'Name the list.')
    .max(
      COMPANY_LIST_NAME_MAX,
      `A list name has at most ${COMPANY_LIST_NAME_MAX} characters.`,
    ),
});
export type CompanyListNameBody = z.input<typeof companyListNameBodySchema>;

/** POST /api/v1/lists/{module}/{id}/companies: the companies to add. */
export const companyListCompaniesBodySchema = z.object({
  muns: z
    .array(companyParamsSchema.shape.muns)
    .min(1, 'List the companies to add.')
    .max(
      FAVORITES_BULK_MAX,
      `Add at most ${FAVORITES_BULK_MAX} companies to a list at once.`,
    ),
});
export type CompanyListCompaniesBody = z.input<
  typeof companyListCompaniesBodySchema
>;

/** The add's answer: companies added, and those already in the list. */
export const companyListAddResultSchema = z.object({
  added: z.number().int(),
  already: z.number().int(),
});
export type CompanyListAddResult = z.infer<typeof companyListAddResultSchema>;

/** PUT /api/v1/lists/{module}/{id}/shares: who it is shared with, all. */
export const companyListSharesBodySchema = z.object({
  shares: z
    .array(
      z.object({
        user_id: z.number().int().positive(),
        access: companyListShareAccessSchema,
      }),
    )
    .max(
      COMPANY_LIST_SHARES_MAX,
      `Share a list with at most ${COMPANY_LIST_SHARES_MAX} users.`,
    )
    .refine(
      (shares) => new Set(shares.map((s) => s.user_id)).size === shares.length,
      'Name each user once.',
    ),
});
export type CompanyListSharesBody = z.input<typeof companyListSharesBodySchema>;

/** `?page=0&pageSize=25`: a list's companies by name. */
export const companyListCompaniesQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).default(0),
    pageSize: queryPageSizeSchema,
  })
  .refine(...reachablePage('A list'));
export type CompanyListCompaniesQuery = z.output<
  typeof companyListCompaniesQuerySchema
>;

/** One company of a list, with who added it and when. */
export const companyListCompanySchema = z.object({
  muns: z.string(),
  entity_name: z.string(),
  city: z.string().nullable(),
  state: z.string(),
  added_at: z.string(),
  added_by: z.string().nullable(),
});
export type CompanyListCompany = z.infer<typeof companyListCompanySchema>;

/** GET /api/v1/lists/{module}/{id}/companies: the list and a page of it. */
export const companyListPageSchema = z.object({
  list: companyListSchema,
  count: z.number().int(),
  companies: z.array(companyListCompanySchema),
});
export type CompanyListPage = z.infer<typeof companyListPageSchema>;

/**
 * GET /api/v1/lists/{module}/colleagues: the users a list may be shared
 * with: enabled users of the user's account holding the module, by name.
 */
export const companyListColleaguesSchema = z.object({
  users: z.array(personSchema),
});
export type CompanyListColleagues = z.infer<typeof companyListColleaguesSchema>;

/** Path of a module's lists, or of one list. */
export function companyListsPath(module: string, id?: number): string {
  return `/api/v1/lists/${module}${id === undefined ? '' : `/${id}`}`;
}
