import { z } from 'zod';
import { productsMapSchema } from './products';

/** '0' or '1' flags as the spec's User info carries them. */
export const flagStringSchema = z.enum(['0', '1']);

/** ACL flags of one product (SPEC §3), every value a string. */
export const productAclSchema = z.object({
  ACTIVITY_REP_GROUP_ID: z.string().optional(),
  ACTIVITY_REP_GROUP: z.string().optional(),
  ACTIVITY_REP_ALL: z.string().optional(),
  ENTERPERISE_ACC_ADMIN: z.string().optional(),
  EXPORT_HISTORY_ENABLE: z.string().optional(),
});
export type ProductAcl = z.infer<typeof productAclSchema>;

/** ACCOUNT_TYPE constants (ARCHITECTURE §3). */
export const ACCOUNT_TYPES = {
  DIRECT: 1,
  ENTERPRISE: 2,
  TRIAL: 3,
  PARTNER_PLATFORM: 6,
  INTERNAL_STAFF: 7,
} as const;

/** User info of SPEC §3, answered by GET /api/v1/auth/data. */
export const userInfoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  account_id: z.number().int(),
  account_name: z.string(),
  account_type: z.number().int(),
  session_id: z.string(),
  type: z.number().int(),
  role: z.string(),
  products: productsMapSchema,
  PC_acl: productAclSchema.optional(),
  'H-W_acl': productAclSchema.optional(),
  SGR_acl: productAclSchema.optional(),
  'A-R_acl': productAclSchema.optional(),
  flag_show_upgrade_subscription: flagStringSchema,
  require_mfa_login: flagStringSchema,
  enable_pc_export_csv: flagStringSchema,
  enable_eb_export_csv: flagStringSchema,
  enable_adv_search: flagStringSchema,
  zywave_eb_broker_search: flagStringSchema,
  zywave_is_premium_contacts: flagStringSchema,
  can_access_legacy_hw_ret: flagStringSchema,
  /**
   * Partner-platform users only: the partner's shell, where the session is
   * renewed and sign-out leads (decision 0036).
   */
  partner_shell_url: z.string().optional(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** POST /api/v1/auth/login form fields. No client rules: the server decides. */
export const loginBodySchema = z.object({
  username: z.string().max(200),
  password: z.string().max(500),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * Login answer: `ok` with the user, or `mfa_required` when the user must
 * still pass the TOTP step (POST /api/v1/auth/mfa) before the session works.
 */
export const loginResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), user: userInfoSchema }),
  z.object({ status: z.literal('mfa_required') }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/v1/auth/mfa: the 6-digit code of the user's authenticator app. */
export const mfaBodySchema = z.object({
  code: z.string().max(20),
});
export type MfaBody = z.infer<typeof mfaBodySchema>;

/** GET /api/v1/auth/ping answer while the session is valid. */
export const pingResponseSchema = z.object({ ok: z.literal(true) });

/** GET /api/v1/auth/logout answer. */
export const logoutResponseSchema = z.object({ ok: z.literal(true) });

/** Why a session is no longer valid; sent as extraData.reason on a 401. */
export const SESSION_END_REASONS = ['expired', 'replaced', 'logout'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

const checkboxSchema = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'on');

/** POST /api/v1/site/forgotpassword form fields (SPEC §7). */
export const forgotPasswordBodySchema = z.object({
  lost_username: checkboxSchema,
  lost_password: checkboxSchema,
  username: z.string().max(200).optional().default(''),
  email: z.string().max(320).optional().default(''),
});
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** Forgot-password answer: a message that never tells if an account exists. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Minimum length of a new password set through the reset link. */
export const MIN_PASSWORD_LENGTH = 10;

/** POST /api/v1/site/resetpassword: the token of the mailed link and the new password. */
export const resetPasswordBodySchema = z.object({
  token: z.string().min(1).max(200),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(500),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/**
 * SPEC §6, ARCHITECTURE §3: Industries is disabled for trial accounts
 * without advanced search: greyed in the Tools menu, refused by the server.
 */
export function isIndustriesDisabled(
  user: Pick<UserInfo, 'account_type' | 'enable_adv_search'>,
): boolean {
  return (
    user.account_type === ACCOUNT_TYPES.TRIAL && user.enable_adv_search === '0'
  );
}

/**
 * extraData of the login form's refusal of a partner-platform user
 * (403 PARTNER_SIGN_IN): with `shell_url` the browser goes there to sign
 * in (the account's redirect-partner-domain flag is on); without it the
 * message tells the user to sign in through their platform.
 */
export const partnerLoginRefusalSchema = z.object({
  code: z.literal('PARTNER_SIGN_IN'),
  shell_url: z.string().optional(),
});
export type PartnerLoginRefusal = z.infer<typeof partnerLoginRefusalSchema>;
