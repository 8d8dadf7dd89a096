import { createHmac, timingSafeEqual } from 'node:crypto';

// A key of its own, derived from the server's secret: a token signs one
// thing only, and a session cookie's signature is never one.
const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('edge alert digest unsubscribe').digest();

const signatureOf = (secret: string, userId: number) =>
  createHmac('sha256', keyOf(secret))
    .update(`alerts-digest:${userId}`)
    .digest('base64url');

/** The token of a user's one-click unsubscribe link: id and signature. */
export function unsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${signatureOf(secret, userId)}`;
}

const TOKEN = /^([1-9]\d{0,14})\.([\w-]{43})$/;

/** The user a token was made for, or null when it is not one of ours. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): number | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(signatureOf(secret, userId));
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? userId
    : null;
}
