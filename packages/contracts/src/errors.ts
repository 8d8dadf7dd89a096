import { z } from 'zod';

/** The spec's App error shape (SPEC §3): every non-2xx API answer has it. */
export const appErrorSchema = z.object({
  message: z.string(),
  statusCode: z.number().int(),
  extraData: z.record(z.string(), z.unknown()),
  techMessage: z.string(),
});
export type AppError = z.infer<typeof appErrorSchema>;

/** Field issues of a 400 answer, keyed by field path, as `extraData.fields`. */
export const fieldIssuesSchema = z.record(z.string(), z.string());
export type FieldIssues = z.infer<typeof fieldIssuesSchema>;

/** User-facing texts of the error catalogue (SPEC §8) shared by server and web. */
export const ERROR_TEXTS = {
  LOGIN_FAILED: 'Incorrect Username/Password. Please try again.',
  FAILED_FETCH: 'Failed to fetch data.',
  TOO_MANY_LOGIN_ATTEMPTS:
    'Too many sign-in attempts. Please wait 15 minutes and try again.',
  MFA_INVALID: 'That verification code is not valid. Please try again.',
  PARTNER_SIGN_IN:
    'Your account signs in through your partner platform. Please open Edge from there.',
  NOT_SIGNED_IN: 'Please sign in to continue.',
  FORBIDDEN: 'You do not have permission to access this page',
  NOT_FOUND: 'The requested resource was not found.',
  INTERNAL: 'The server encountered an internal error',
  VALIDATION: 'Some of the values you entered are not valid.',
} as const;
