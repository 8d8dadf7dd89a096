import { exportRequestSchema, type TableExport } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { exportSummaryOf } from './export-summary';

const parse = (body: object) => exportRequestSchema.parse(body) as TableExport;
const file = { format: 'csv', columns: 'shown' };

describe('exportSummaryOf', () => {
  it('should say which favorites a favorites export holds', () => {
    expect(
      exportSummaryOf(parse({ module: 'pc', kind: 'favorites', ...file })),
    ).toBe('All favorites');
    expect(
      exportSummaryOf(
        parse({ module: 'eb', kind: 'favorites', ...file, muns: ['A1'] }),
      ),
    ).toBe('1 ticked favorite');
  });

  it('should count ticked companies of a search', () => {
    const summary = exportSummaryOf(
      parse({
        module: 'pc',
        kind: 'results',
        ...file,
        criteria: { locationSearch: { states: ['TX'] } },
        muns: ['A1', 'B2'],
      }),
    );
    expect(summary).toMatch(/^2 ticked companies of .*TX/);
  });
});
