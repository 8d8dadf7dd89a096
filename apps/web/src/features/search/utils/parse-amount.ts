const SUFFIXES: Readonly<Record<string, number>> = { k: 1e3, m: 1e6, b: 1e9 };

/**
 * A typed amount as a number: '1,500', '$2.5M' and '750k' are understood.
 * Empty text is null (no limit); text that is not an amount is undefined.
 */
export function parseAmount(text: string): number | null | undefined {
  const clean = text
    .trim()
    .replace(/[$,\s]/g, '')
    .toLowerCase();
  if (clean === '') return null;
  const match = /^(\d+(?:\.\d+)?|\.\d+)([kmb])?$/.exec(clean);
  if (!match) return undefined;
  const [, digits = '', suffix] = match;
  const value = Number(digits) * (suffix ? (SUFFIXES[suffix] ?? 1) : 1);
  return Number.isFinite(value) ? value : undefined;
}
