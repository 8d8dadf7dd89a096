import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

// The token the shell hands Edge when a partner user opens it: a JWT signed
// with HMAC-SHA256 (HS256) under the secret both read from
// PARTNER_SSO_SECRET. It lives 60 seconds and has a unique jti, so Edge can
// refuse a replay; `ref` is exchanged once for the partner API token
// (POST /sso/v1/exchange), so no API token travels in a URL.

export const SSO_TOKEN_SECONDS = 60;
export const SSO_ISSUER = 'partner-sandbox';
export const SSO_AUDIENCE = 'edge';

export const ssoClaimsSchema = z.object({
  iss: z.literal(SSO_ISSUER),
  aud: z.literal(SSO_AUDIENCE),
  /** The partner user's id. */
  sub: z.string(),
  username: z.string(),
  agency_id: z.string(),
  /** Exchanged once for the partner API token. */
  ref: z.string(),
  iat: z.number().int(),
  exp: z.number().int(),
  jti: z.string(),
});
export type SsoClaims = z.infer<typeof ssoClaimsSchema>;

const HEADER = Buffer.from(
  JSON.stringify({ alg: 'HS256', typ: 'JWT' }),
).toString('base64url');

const signature = (signed: string, secret: string) =>
  createHmac('sha256', secret).update(signed).digest();

export function signSsoToken(
  claims: Pick<SsoClaims, 'sub' | 'username' | 'agency_id' | 'ref'>,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const full: SsoClaims = {
    iss: SSO_ISSUER,
    aud: SSO_AUDIENCE,
    ...claims,
    iat: nowSeconds,
    exp: nowSeconds + SSO_TOKEN_SECONDS,
    jti: randomUUID(),
  };
  const signed = `${HEADER}.${Buffer.from(JSON.stringify(full)).toString('base64url')}`;
  return `${signed}.${signature(signed, secret).toString('base64url')}`;
}

export type SsoCheck =
  | { ok: true; claims: SsoClaims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/** Checks a token's form, signature (HS256 only) and expiry. */
export function verifySsoToken(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): SsoCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) {
    return { ok: false, reason: 'malformed' };
  }
  const given = Buffer.from(parts[2]!, 'base64url');
  const expected = signature(`${parts[0]}.${parts[1]}`, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const claims = ssoClaimsSchema.safeParse(payload);
  if (!claims.success) return { ok: false, reason: 'malformed' };
  if (claims.data.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims.data };
}
