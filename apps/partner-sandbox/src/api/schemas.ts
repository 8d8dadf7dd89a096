import { z } from 'zod';

// The wire shapes of the partner API's answers. Every answer is checked
// against its schema before it leaves (Edge keeps its own copy of what it
// expects, so a drift shows on one side or the other).

const flag = z.enum(['0', '1']);

export const agencyUserSchema = z.object({
  id: z.string(),
  agencyId: z.string(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  title: z.string(),
  isEnabled: z.boolean(),
});

export const featureLicenseSchema = z.object({
  agencyId: z.string(),
  agencyName: z.string(),
  has_ams: z.boolean(),
  agency_users: z.boolean(),
});

export const userInfoSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  agencyId: z.string(),
  agencyName: z.string(),
  zywave_eb_broker_search: flag,
  zywave_is_premium_contacts: flag,
});

export const MATCH_FIELDS = ['msid', 'name', 'addressLine1', 'phone'] as const;

export const accountMatchSchema = z.object({
  id: z.string(),
  agencyId: z.string(),
  msid: z.string().nullable(),
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string().nullable(),
  ownerId: z.string(),
  ownerName: z.string(),
  createdOn: z.string(),
  /** The fields of the $filter this account satisfied. */
  matchedOn: z.array(z.enum(MATCH_FIELDS)),
});

export const accountContactSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  isPrimary: z.boolean(),
});

/**
 * A collection answer: the page in `value`, the count of every row the
 * filter selects, and the address of the next page while one remains.
 */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    '@odata.count': z.number().int().min(0),
    value: z.array(item),
    '@odata.nextLink': z.url().optional(),
  });
}

/** The error answer: OData's error object. */
export const odataErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
