import type { PlanHistoryReport, PlanYearFigures } from '../benefit-reports';
import { describe, expect, it } from 'vitest';
import { completeHistory } from './plan-history';

const year = (y: number, premium: number): PlanYearFigures => ({
  year: y,
  plans: 1,
  participants: 100,
  premium,
  commissions: 0,
  fees: 0,
  assets_eoy: 0,
});

const report = (
  incomplete: PlanHistoryReport['incomplete'],
): PlanHistoryReport => ({
  muns: '100000001',
  sources: [],
  plan_year: 2025,
  incomplete,
  years: [year(2023, 900), year(2024, 1000), year(2025, 0)],
  plans: [],
});

describe('completeHistory', () => {
  it('should leave out a newest year whose filings are still arriving', () => {
    const got = completeHistory(report({ year: 2025, plans_pending: 1 }));
    expect(got.years.map((y) => y.year)).toEqual([2023, 2024]);
    expect(got.arriving).toBe(
      '2025 filings still arriving: 1 plan filed for 2024 has no 2025 filing yet.',
    );
    expect(
      completeHistory(report({ year: 2025, plans_pending: 2 })).arriving,
    ).toContain(': 2 plans filed for 2024 have no 2025 filing');
  });

  it('should keep every year when each plan has filed', () => {
    const got = completeHistory(report(null));
    expect(got.years.map((y) => y.year)).toEqual([2023, 2024, 2025]);
    expect(got.arriving).toBeNull();
  });
});
