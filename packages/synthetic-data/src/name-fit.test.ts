import { describe, expect, it } from 'vitest';
import { joinName, STEM_SPACE, stemAt } from './company-names';

// Distinct stems must keep distinct names once fitted to a trade word, or
// two companies of a state would share a name by accident and entity
// resolution could not tell them apart. A first name or partner that stands
// for a lost tail may happen to be another stem's: one in fifty at most.

function distinctNames(noun: string): number {
  const names = new Set<string>();
  for (let i = 0; i < STEM_SPACE; i += 1) {
    const { lead, tail } = stemAt(i);
    names.add(joinName(lead, noun, tail));
  }
  return names.size;
}

describe('fitting stems to trade words', () => {
  it.each(['PLUMBING', 'LAW', 'PIZZA', 'FOODS', 'DENTAL', 'STEEL', 'HOLDINGS'])(
    'should keep the stems apart before %s',
    (noun) => {
      expect(distinctNames(noun)).toBeGreaterThan(STEM_SPACE * 0.98);
    },
  );

  // Institutions named after a neighbourhood instead of two partners have
  // fewer names, still thousands for a state's few hospitals.
  it.each(['CREDIT UNION', 'HOSPITAL', 'CHURCH', 'ACADEMY'])(
    'should give thousands of names before %s',
    (noun) => {
      expect(distinctNames(noun)).toBeGreaterThan(10_000);
    },
  );

  it('should write names as US firms are named', () => {
    expect(joinName('EMILY ANDERSON', 'DONUTS', '')).toMatch(/^ANDERSON & /);
    expect(joinName('JOHN SMITH', 'PLUMBING', '')).toBe('JOHN SMITH PLUMBING');
    expect(joinName('ALVARADO', 'TACOS', 'COLLABORATIVE')).not.toMatch(
      /COLLABORATIVE/,
    );
    expect(joinName('JACOBS', 'CREDIT UNION', 'CONCEPTS')).not.toMatch(
      /CONCEPTS|&/,
    );
    expect(joinName('SMITH', 'LAW', 'GROUP')).toBe('SMITH LAW GROUP');
    expect(joinName('SMITH', 'LAW', 'ENTERPRISES')).not.toMatch(/ENTERPRISES/);
    expect(joinName('SMITH FAMILY', 'FAMILY MEDICINE', '')).toBe(
      'SMITH FAMILY MEDICAL',
    );
  });
});
