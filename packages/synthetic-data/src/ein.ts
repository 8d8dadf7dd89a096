import { permute, type Rng } from './prng';

// Campus prefixes of EINs; 01-06 give the leading zeros importers must keep.
const EIN_PREFIXES =
  '01 02 03 04 05 06 10 11 13 14 16 20 22 23 26 27 30 31 32 33 34 35 36 37 38 39 41 42 43 45 46 47 48 51 52 54 56 57 58 59 61 62 63 64 65 68 71 72 73 74 75 76 77 81 82 83 84 85 86 87 88 90 91 92 93 94 95 98 99'.split(
    ' ',
  );

/**
 * A company's EIN: nine digits as text. The last seven come from a bijection
 * of the company index, so EINs never repeat within a data set.
 */
export function einFor(index: number, seed: number, rng: Rng): string {
  const prefix = EIN_PREFIXES[rng.int(EIN_PREFIXES.length)]!;
  return prefix + String(permute(index, 23, seed ^ 0xe1)).padStart(7, '0');
}
