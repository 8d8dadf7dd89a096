import { describe, expect, it } from 'vitest';
import { countFigure, moneyFigure, whenRecorded } from './figures';

const none = { value: '—', full: 'no record in the source' };

describe('details figures', () => {
  it('should show no record, not $0, for a company without a case', () => {
    const figures = whenRecorded(0, [
      countFigure('Cases', 0),
      moneyFigure('Back wages', 0),
    ]);
    expect(figures).toEqual([
      { label: 'Cases', ...none },
      { label: 'Back wages', ...none },
    ]);
  });

  it('should show a blank sum as no record and a 0 as 0', () => {
    const [wages, penalties] = whenRecorded(2, [
      moneyFigure('Back wages', null),
      moneyFigure('Civil penalties', 0),
    ]);
    expect(wages).toEqual({ label: 'Back wages', ...none });
    expect(penalties).toMatchObject({ value: '$0' });
  });
});
