import { z } from 'zod';
import {
  ALL_STATES_TOKEN,
  expandStateList,
  PRODUCT_CODES,
  productsMapSchema,
  type ProductCode,
  type ProductsMap,
} from './products';
import { ALL_STATE_CODES } from './states';

/** A user of the account as Manage Users lists them. */
export const managedUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_enabled: z.boolean(),
  // May open Manage Users (SPEC §6: ENTERPERISE_ACC_ADMIN).
  is_admin: z.boolean(),
  products: productsMapSchema,
  group_ids: z.array(z.number().int()),
  // ISO instant of the last sign-in, or null when never signed in.
  last_sign_in: z.string().nullable(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

/** A group of the account's users (the group reports read them). */
export const userGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  member_ids: z.array(z.number().int()),
});
export type UserGroup = z.infer<typeof userGroupSchema>;

/** GET .../users: the account's users, groups, seats and what it bought. */
export const managedAccountSchema = z.object({
  account_id: z.number().int(),
  account_name: z.string(),
  // Seats bought; null when not limited.
  seats: z.number().int().nullable(),
  // Enabled users: a disabled user frees their seat.
  seats_used: z.number().int(),
  // Products bought and their states; a user's products stay within them.
  products: productsMapSchema,
  users: z.array(managedUserSchema),
  groups: z.array(userGroupSchema),
});
export type ManagedAccount = z.infer<typeof managedAccountSchema>;

export const accountParamsSchema = z.object({
  accountId: z.coerce.number().int().positive(),
});
export const accountUserParamsSchema = accountParamsSchema.extend({
  userId: z.coerce.number().int().positive(),
});
export const accountGroupParamsSchema = accountParamsSchema.extend({
  groupId: z.coerce.number().int().positive(),
});
export const groupMemberParamsSchema = accountGroupParamsSchema.extend({
  userId: z.coerce.number().int().positive(),
});

export const USERNAME_RULE =
  'Use 3 to 40 letters, digits, dots, dashes or underscores, starting with a letter or digit.';
const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,39}$/;

/** A products map with at least one product, each with at least one state. */
export const userProductsSchema = productsMapSchema.superRefine(
  (products, ctx) => {
    const codes = Object.keys(products);
    if (codes.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Choose at least one product.' });
    }
    for (const code of codes) {
      if (expandStateList(products[code as ProductCode]).length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: [code],
          message: `Choose at least one state for ${code}.`,
        });
      }
    }
  },
);

/** POST .../users: invite a person by e-mail. */
export const inviteUserBodySchema = z.object({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(USERNAME_PATTERN, USERNAME_RULE),
  email: z
    .string()
    .trim()
    .max(200)
    .pipe(z.email('Enter a valid e-mail address.')),
  first_name: z
    .string()
    .trim()
    .min(1, 'Enter a first name.')
    .max(80, 'Use at most 80 characters.'),
  last_name: z
    .string()
    .trim()
    .min(1, 'Enter a last name.')
    .max(80, 'Use at most 80 characters.'),
  products: userProductsSchema,
  // Groups of the account the person joins at once.
  group_ids: z.array(z.number().int().positive()).max(100).optional(),
});
export type InviteUserBody = z.infer<typeof inviteUserBodySchema>;

/** PUT .../users/{userId}/products */
export const userProductsBodySchema = z.object({
  products: userProductsSchema,
});
export type UserProductsBody = z.infer<typeof userProductsBodySchema>;

export const GROUP_NAME_MAX = 60;
/** POST .../groups and PUT .../groups/{groupId} */
export const groupBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter a group name.')
    .max(GROUP_NAME_MAX, `Use at most ${GROUP_NAME_MAX} characters.`),
});
export type GroupBody = z.infer<typeof groupBodySchema>;

/**
 * A state list written short: 'All States' when it covers every state and
 * territory, else the codes (SPEC §6 expansion undone).
 */
export function compactStateList(codes: readonly string[]): string {
  const held = new Set(codes);
  if (ALL_STATE_CODES.every((code) => held.has(code))) return ALL_STATES_TOKEN;
  return expandStateList(codes.join(',')).join(',');
}

/**
 * The products and states of `wanted` that `bought` does not include, by
 * product ('All States' and 'US Territories' expanded); empty when within.
 */
export function productsBeyond(
  wanted: ProductsMap,
  bought: ProductsMap,
): Partial<Record<ProductCode, string[]>> {
  const beyond: Partial<Record<ProductCode, string[]>> = {};
  for (const code of PRODUCT_CODES) {
    if (wanted[code] === undefined) continue;
    const allowed = new Set(expandStateList(bought[code]));
    const extra = expandStateList(wanted[code]).filter((s) => !allowed.has(s));
    if (bought[code] === undefined || extra.length > 0) {
      beyond[code] = bought[code] === undefined ? [] : extra;
    }
  }
  return beyond;
}
