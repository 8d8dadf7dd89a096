import { describe, expect, it } from 'vitest';
import { exportMarkText, exportMarkTitle } from './export-mark-format';

describe('export mark texts', () => {
  // Noon UTC: the same day in every time zone the tests run in.
  const mark = {
    muns: 'M1',
    exported_at: '2026-03-04T12:00:00.000Z',
    exported_by: 'J. Smith',
  };

  it('should say when and by whom, as M/D/YYYY', () => {
    expect(exportMarkText(mark)).toBe(
      'Exported 3/4/2026 by\u00a0J.\u00a0Smith',
    );
  });

  it('should explain the mark in its tooltip', () => {
    expect(exportMarkTitle(mark)).toBe(
      'J. Smith, of your account, exported this company on 3/4/2026: check with them before you work this lead.',
    );
  });
});
