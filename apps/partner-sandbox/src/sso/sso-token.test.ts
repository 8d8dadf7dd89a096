import { describe, expect, it } from 'vitest';
import { signSsoToken, SSO_TOKEN_SECONDS, verifySsoToken } from './sso-token';

const SECRET = 'shared-secret-for-tests';
const CLAIMS = {
  sub: 'AU-1001-0001',
  username: 'partner.broker',
  agency_id: 'AG-1001',
  ref: 'ref-1',
};

describe('SSO tokens', () => {
  it('should carry its claims, a 60 s life and a unique jti', () => {
    const token = signSsoToken(CLAIMS, SECRET, 1_000);
    const check = verifySsoToken(token, SECRET, 1_001);
    expect(check).toEqual({
      ok: true,
      claims: {
        iss: 'partner-sandbox',
        aud: 'edge',
        ...CLAIMS,
        iat: 1_000,
        exp: 1_000 + SSO_TOKEN_SECONDS,
        jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    });
    const other = verifySsoToken(
      signSsoToken(CLAIMS, SECRET, 1_000),
      SECRET,
      1_001,
    );
    expect(other.ok && check.ok && other.claims.jti !== check.claims.jti).toBe(
      true,
    );
  });

  it('should be a JWT signed with HMAC-SHA256', () => {
    const [header] = signSsoToken(CLAIMS, SECRET).split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
  });

  it('should refuse an expired token', () => {
    const token = signSsoToken(CLAIMS, SECRET, 1_000);
    expect(verifySsoToken(token, SECRET, 1_000 + SSO_TOKEN_SECONDS)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('should refuse another secret, changed claims and garbage', () => {
    const token = signSsoToken(CLAIMS, SECRET);
    expect(verifySsoToken(token, 'another-secret-entirely')).toEqual({
      ok: false,
      reason: 'signature',
    });
    const [h, , s] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...CLAIMS, username: 'x' }),
    ).toString('base64url');
    expect(verifySsoToken(`${h}.${forged}.${s}`, SECRET)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifySsoToken('a.b', SECRET)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString(
      'base64url',
    );
    expect(verifySsoToken(`${none}.${token.split('.')[1]}.`, SECRET).ok).toBe(
      false,
    );
  });
});
