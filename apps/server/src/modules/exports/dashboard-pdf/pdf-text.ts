// The PDF's standard fonts (Helvetica) encode text as WinAnsi (cp1252):
// Latin-1 and a few typographic marks. Other characters would print as
// boxes, so they are written as their base letter when they have one.
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function isEncodable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (
    char === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    CP1252_EXTRAS.has(char)
  );
}

// Marks with a plain equivalent the fonts have.
const PLAIN: Record<string, string> = {
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2264': '<=',
  '\u2265': '>=',
};

function fallback(char: string): string {
  if (PLAIN[char]) return PLAIN[char];
  // Zero-width marks (a break hint in a name) print as nothing.
  if (/[\u200b-\u200d\ufeff]/.test(char)) return '';
  const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
  return [...base].every(isEncodable) && base !== '' ? base : '?';
}

/** Text the PDF's fonts can print, letter for letter where they can. */
export function pdfText(text: string): string {
  const normal = text.normalize('NFC');
  let out = '';
  for (const char of normal) out += isEncodable(char) ? char : fallback(char);
  return out;
}
