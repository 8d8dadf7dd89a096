import { errors, jwtVerify } from 'jose';
import { z } from 'zod';

// The token the partner shell hands Edge when a partner user opens it
// (decision 0036): a JWT signed with HS256 under PARTNER_SSO_SECRET, for
// the audience 'edge', living 60 seconds, with a unique jti.
export const SHELL_TOKEN_AUDIENCE = 'edge';
export const SHELL_TOKEN_MAX_SECONDS = 60;
// Clocks of two servers differ a little; a few seconds either way pass.
export const SHELL_TOKEN_CLOCK_SKEW_SECONDS = 5;

const claimsSchema = z
  .object({
    // The partner user's id and user name, and the agency's id.
    sub: z.string().min(1),
    username: z.string().min(1).max(200),
    agency_id: z.string().min(1),
    // Exchanged once at the partner for the partner access token.
    ref: z.string().min(1),
    jti: z.string().min(1).max(200),
    iat: z.number().int(),
    exp: z.number().int(),
  })
  // The shell's tokens live 60 s; one made to live longer is not its own.
  .refine((c) => c.exp - c.iat <= SHELL_TOKEN_MAX_SECONDS);
export type ShellTokenClaims = z.infer<typeof claimsSchema>;

export type ShellTokenRefusal =
  'malformed' | 'signature' | 'expired' | 'claims';
export type ShellTokenCheck =
  | { ok: true; claims: ShellTokenClaims }
  | { ok: false; reason: ShellTokenRefusal };

export interface ShellTokenKeys {
  secret: string;
  issuer: string;
}

function refusal(error: unknown): ShellTokenRefusal {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return 'signature';
  }
  if (error instanceof errors.JWTClaimValidationFailed) return 'claims';
  return 'malformed';
}

/** Checks signature (HS256 only), issuer, audience, age and expiry. */
export async function verifyShellToken(
  token: string,
  keys: ShellTokenKeys,
  now: Date = new Date(),
): Promise<ShellTokenCheck> {
  try {
    const { payload } = await jwtVerify(
      token,
      new TextEncoder().encode(keys.secret),
      {
        algorithms: ['HS256'],
        issuer: keys.issuer,
        audience: SHELL_TOKEN_AUDIENCE,
        requiredClaims: ['jti', 'iat', 'exp', 'sub'],
        maxTokenAge: SHELL_TOKEN_MAX_SECONDS,
        clockTolerance: SHELL_TOKEN_CLOCK_SKEW_SECONDS,
        currentDate: now,
      },
    );
    const claims = claimsSchema.safeParse(payload);
    return claims.success
      ? { ok: true, claims: claims.data }
      : { ok: false, reason: 'claims' };
  } catch (error) {
    return { ok: false, reason: refusal(error) };
  }
}
