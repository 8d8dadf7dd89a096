import { describe, expect, it } from 'vitest';
import { answerFor, toReportView, type QuerySnapshot } from './report-view';

const answer = { muns: 'A1', sources: [] };

function snapshot(
  change: Partial<QuerySnapshot<typeof answer>>,
): QuerySnapshot<typeof answer> {
  return {
    status: 'success',
    data: answer,
    error: null,
    isFetching: false,
    ...change,
  };
}

describe('the stale-answer guard (SPEC §4)', () => {
  it('should keep an answer for the selected company', () => {
    expect(answerFor(answer, 'A1')).toBe(answer);
    expect(toReportView(snapshot({}), 'A1')).toEqual({
      status: 'loaded',
      data: answer,
    });
  });

  it('should ignore an answer for another company', () => {
    expect(answerFor(answer, 'B2')).toBeUndefined();
    expect(toReportView(snapshot({}), 'B2')).toEqual({ status: 'ignored' });
  });

  it('should stay loading while the right answer is on its way', () => {
    expect(toReportView(snapshot({ isFetching: true }), 'B2')).toEqual({
      status: 'loading',
    });
    const pending = snapshot({ status: 'pending', data: undefined });
    expect(toReportView(pending, 'A1')).toEqual({ status: 'loading' });
  });

  it('should show a failure as an error', () => {
    const error = new Error('Failed to fetch data.');
    const failed = snapshot({ status: 'error', data: undefined, error });
    expect(toReportView(failed, 'A1')).toEqual({ status: 'error', error });
  });
});
