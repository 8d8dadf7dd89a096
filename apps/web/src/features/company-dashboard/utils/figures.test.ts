import { describe, expect, it } from 'vitest';
import { areaFigure, countFigure, moneyFigure } from './figures';

describe('card figures', () => {
  it('should show a dash saying there is no record where the source has none', () => {
    const none = { value: '—', full: 'no record in the source' };
    expect(moneyFigure('Back wages', null)).toMatchObject(none);
    expect(countFigure('Drivers', null)).toMatchObject(none);
    expect(areaFigure('Lot size', null)).toMatchObject(none);
  });

  it('should show 0 where the source says 0', () => {
    expect(moneyFigure('Back wages', 0)).toMatchObject({ value: '$0' });
    expect(countFigure('Drivers', 0)).toMatchObject({ value: '0' });
  });
});
