import { describe, expect, it } from 'vitest';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'a-server-secret-long-enough-for-tests';

describe('unsubscribe token', () => {
  it('should name the user it was made for', () => {
    const token = unsubscribeToken(SECRET, 42);
    expect(token).toMatch(/^42\.[\w-]{43}$/);
    expect(verifyUnsubscribeToken(SECRET, token)).toBe(42);
  });

  it('should refuse another user id with the same signature', () => {
    const [, signature] = unsubscribeToken(SECRET, 42).split('.');
    expect(verifyUnsubscribeToken(SECRET, `43.${signature}`)).toBeNull();
  });

  it('should refuse a changed signature, another secret and garbage', () => {
    const token = unsubscribeToken(SECRET, 7);
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(verifyUnsubscribeToken(SECRET, flipped)).toBeNull();
    expect(verifyUnsubscribeToken('another-secret', token)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, 'not a token at all')).toBeNull();
    expect(
      verifyUnsubscribeToken(SECRET, `0.${token.split('.')[1]}`),
    ).toBeNull();
  });
});
