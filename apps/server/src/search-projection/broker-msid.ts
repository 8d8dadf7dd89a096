import { createHash } from 'node:crypto';

// 2^160 written in base 36 takes at most 31 digits.
const SHA1_BASE36_DIGITS = 31;

/**
 * A broker's stable id, from its normalized name: 'B' and the first 10
 * base-36 digits of the name's SHA-1 (docs/data/search-projection.md).
 */
export function brokerMsid(nameNormalized: string): string {
  const hex = createHash('sha1').update(nameNormalized, 'utf8').digest('hex');
  const digits = BigInt(`0x${hex}`)
    .toString(36)
    .padStart(SHA1_BASE36_DIGITS, '0');
  return `B${digits.slice(0, 10).toUpperCase()}`;
}
