import { describe, expect, it } from 'vitest';
import { base32Decode, totp, matchTotpStep, type TotpAlgorithm } from './totp';

// RFC 6238 Appendix B: the test seeds per algorithm and the 8-digit values.
const SEEDS: Record<TotpAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from(
    '1234567890123456789012345678901234567890123456789012345678901234',
  ),
};
const VECTORS: ReadonlyArray<[number, string, string, string]> = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('totp', () => {
  for (const [time, sha1, sha256, sha512] of VECTORS) {
    it(`should match the RFC 6238 vectors at T=${time}`, () => {
      expect(totp(SEEDS.sha1, time, 8, 'sha1')).toBe(sha1);
      expect(totp(SEEDS.sha256, time, 8, 'sha256')).toBe(sha256);
      expect(totp(SEEDS.sha512, time, 8, 'sha512')).toBe(sha512);
    });
  }

  it('should decode base32 as RFC 4648 does', () => {
    expect(base32Decode('JBSWY3DPEHPK3PXP').toString('hex')).toBe(
      '48656c6c6f21deadbeef',
    );
    expect(base32Decode('MZXW6YTBOI======').toString()).toBe('foobar');
  });
});

describe('matchTotpStep', () => {
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'; // base32 of the SHA-1 seed
  const at = 1_111_111_111_000;
  const current = totp(SEEDS.sha1, at / 1000);

  it('should give the step of the current code, one step of drift either way', () => {
    const step = Math.floor(at / 30_000);
    expect(matchTotpStep(secret, current, at)).toBe(step);
    expect(matchTotpStep(secret, current, at - 30_000)).toBe(step);
    expect(matchTotpStep(secret, current, at + 30_000)).toBe(step);
  });

  it('should refuse a code two steps away, a wrong code and junk', () => {
    expect(matchTotpStep(secret, current, at + 60_000)).toBeNull();
    const wrong = String((Number(current) + 1) % 1_000_000).padStart(6, '0');
    expect(matchTotpStep(secret, wrong, at)).toBeNull();
    expect(matchTotpStep(secret, 'abcdef', at)).toBeNull();
    expect(matchTotpStep(secret, '', at)).toBeNull();
  });
});
