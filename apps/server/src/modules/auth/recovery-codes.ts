import { createHash, randomInt } from 'node:crypto';

/** How many recovery codes a user gets when two-step sign-in is turned on. */
export const RECOVERY_CODE_COUNT = 10;
// Letters and digits that cannot be misread for one another.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

const randomPart = () =>
  Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join(
    '',
  );

/** A fresh code such as 'k7m2p-x9qrt' (about 49 bits of chance). */
export const newRecoveryCode = () => `${randomPart()}-${randomPart()}`;

/** The form a code is stored and compared in: lower-case, no dash or space. */
export function normalizeRecoveryCode(code: string): string | null {
  const clean = code.replace(/[\s-]/g, '').toLowerCase();
  return new RegExp(`^[${ALPHABET}]{${HALF * 2}}$`).test(clean) ? clean : null;
}

/**
 * Only a hash is stored. The codes are random, not chosen by people, so
 * SHA-256 is enough: there is no dictionary to try against it.
 */
export const hashRecoveryCode = (normalized: string) =>
  createHash('sha256').update(normalized).digest('hex');
