import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './auth';
import { productCodeSchema } from './products';

// My Account (/edge/myaccount/:module): the user's own profile, password,
// two-step sign-in, and what they hold.

const NAME_MAX = 100;
const PHONE_DIGITS_MIN = 10;
const PHONE_DIGITS_MAX = 15;

const nameSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(NAME_MAX, `Use at most ${NAME_MAX} characters.`);

/** A phone number: empty, or 10 to 15 digits with the usual punctuation. */
export const phoneSchema = z
  .string()
  .trim()
  .max(30, 'Use at most 30 characters.')
  .refine((value) => /^[\d\s()+.-]*$/.test(value), {
    message: 'Use digits, spaces, brackets, dots, dashes or a leading +.',
  })
  .refine(
    (value) => {
      const digits = value.replace(/\D/g, '').length;
      return (
        value === '' ||
        (digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX)
      );
    },
    {
      message: `Enter ${PHONE_DIGITS_MIN} to ${PHONE_DIGITS_MAX} digits, or leave it empty.`,
    },
  );

/** PUT /api/v1/myaccount/profile. */
export const profileUpdateSchema = z.object({
  first_name: nameSchema('first name'),
  last_name: nameSchema('last name'),
  email: z
    .string()
    .trim()
    .max(320, 'Use at most 320 characters.')
    .pipe(z.email('Enter an e-mail address such as name@example.com.')),
  phone: phoneSchema,
  title: z.string().trim().max(NAME_MAX, `Use at most ${NAME_MAX} characters.`),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** GET/PUT /api/v1/myaccount/profile answer. */
export const profileSchema = z.object({
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  title: z.string(),
  // An e-mail change waiting for its mailed link, if any.
  pending_email: z.string().nullable(),
  // Set when this save mailed a confirmation link.
  message: z.string().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** POST /api/v1/myaccount/email/confirm: the token of the mailed link. */
export const emailConfirmSchema = z.object({
  token: z.string().min(1).max(200),
});
export type EmailConfirm = z.infer<typeof emailConfirmSchema>;

/** POST /api/v1/myaccount/password. */
export const passwordChangeSchema = z.object({
  current_password: z
    .string()
    .min(1, 'Please enter your current password.')
    .max(500),
  new_password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(500, 'Use at most 500 characters.'),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** GET /api/v1/myaccount/mfa: the two-step sign-in of the user. */
export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  // The account requires it (require_mfa_login '1'): it cannot be turned off.
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** POST /api/v1/myaccount/mfa/enrol: a new secret to scan or type. */
export const mfaEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  // The otpauth:// URI as a QR code, a data: URL of a PNG image.
  qr_code: z.string(),
});
export type MfaEnrolment = z.infer<typeof mfaEnrolmentSchema>;

/** POST /api/v1/myaccount/mfa/confirm: a code of the new secret. */
export const mfaConfirmSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code your app shows.'),
});
export type MfaConfirm = z.infer<typeof mfaConfirmSchema>;

/** The recovery codes, shown once when two-step sign-in is turned on. */
export const mfaRecoveryCodesSchema = z.object({
  recovery_codes: z.array(z.string()),
});
export type MfaRecoveryCodes = z.infer<typeof mfaRecoveryCodesSchema>;

/** POST /api/v1/myaccount/mfa/disable: the password, to turn it off. */
export const mfaDisableSchema = z.object({
  password: z.string().min(1, 'Please enter your password.').max(500),
});
export type MfaDisable = z.infer<typeof mfaDisableSchema>;

/** GET /api/v1/myaccount/products: what the user holds, read-only. */
export const myProductsSchema = z.object({
  products: z.array(
    z.object({
      code: productCodeSchema,
      name: z.string(),
      // As the products entry says it ('All States', 'US Territories,TX').
      entry: z.string(),
      // The permitted states it expands to (SPEC §6).
      states: z.array(z.string()),
    }),
  ),
  renewal_date: z.string().nullable(),
});
export type MyProducts = z.infer<typeof myProductsSchema>;

/** Product names as My Account shows them (the main nav's words). */
export const PRODUCT_NAMES = {
  PC: 'Commercial Lines',
  'H-W': 'Employee Benefits',
  SGR: 'SGR',
  'A-R': 'Analytics',
} as const;
