import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text';

describe('pdfText', () => {
  it('should keep Latin-1 and the typographic marks the fonts print', () => {
    expect(pdfText('Café Müller – 5 · “Ñandú”')).toBe(
      'Café Müller – 5 · “Ñandú”',
    );
  });

  it('should write other letters as their base letter, or else a question mark', () => {
    expect(pdfText('Łódź Štěpán')).toBe('?ódz Štepán');
    expect(pdfText('東京')).toBe('??');
  });

  it('should write a minus sign as a hyphen', () => {
    expect(pdfText('\u221212% vs 2024')).toBe('-12% vs 2024');
  });

  it('should drop zero-width break hints', () => {
    expect(pdfText('WAREHOUSE/\u200bDISTRIBUTION')).toBe(
      'WAREHOUSE/DISTRIBUTION',
    );
  });
});
