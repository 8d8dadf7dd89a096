import { createHmac, timingSafeEqual } from 'node:crypto';

// RFC 6238 TOTP over RFC 4226 HOTP, as authenticator apps compute it:
// SHA-1, 30-second steps, 6 digits (issue 2 §2).
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

/** Decodes RFC 4648 base32 (case, spaces and padding ignored). */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error('Invalid base32 character');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226 HOTP value of `counter`, zero-padded to `digits`. */
export function hotp(
  key: Buffer,
  counter: number,
  digits = TOTP_DIGITS,
  algorithm: TotpAlgorithm = 'sha1',
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac(algorithm, key).update(message).digest();
  // Dynamic truncation (RFC 4226 §5.3).
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238 TOTP at `unixSeconds`. */
export function totp(
  key: Buffer,
  unixSeconds: number,
  digits = TOTP_DIGITS,
  algorithm: TotpAlgorithm = 'sha1',
): string {
  return hotp(
    key,
    Math.floor(unixSeconds / TOTP_STEP_SECONDS),
    digits,
    algorithm,
  );
}

/**
 * The time step `code` is the code of, for a base32 secret, one step of
 * clock drift allowed either way; null when it matches none. The caller
 * accepts a step once only (a used code is not a second sign-in).
 */
export function matchTotpStep(
  secretBase32: string,
  code: string,
  now = Date.now(),
): number | null {
  const candidate = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(candidate)) return null;
  const key = base32Decode(secretBase32);
  const step = Math.floor(now / 1000 / TOTP_STEP_SECONDS);
  let matched: number | null = null;
  for (const drift of [-1, 0, 1]) {
    const expected = hotp(key, step + drift);
    // Constant-time compare, and every step checked, so timing says nothing.
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(candidate)))
      matched = step + drift;
  }
  return matched;
}

/** Encodes bytes as RFC 4648 base32, without padding (authenticator apps' form). */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return text;
}
