/** Typed text and names are compared in lower case, without accents. */
export function matchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Orders strings by code unit, as binary search over sorted keys needs. */
export const compareText = (a: string, b: string): number =>
  a < b ? -1 : a > b ? 1 : 0;
