import { planOf } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { addMonths, daysInclusive } from './billing-calendar';
import { invoiceCharges, nextPeriod, periodMonths } from './invoice-charges';

describe('invoice charges', () => {
  it('should keep the day of the month, or the month end when it lacks it', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-15', -12)).toBe('2025-03-15');
    expect(daysInclusive('2026-03-01', '2026-03-31')).toBe(31);
  });

  it('should count whole months, and prorate any other period by days', () => {
    expect(periodMonths({ start: '2026-01-31', end: '2026-02-27' })).toBe(1);
    expect(periodMonths({ start: '2026-03-04', end: '2027-03-03' })).toBe(12);
    // 73 days of a 365-day year: 2.4 months.
    expect(periodMonths({ start: '2026-01-01', end: '2026-03-14' })).toBe(2.4);
  });

  it('should give each plan its period: a month, a year, or the trial', () => {
    expect(nextPeriod(planOf('agency'), '2026-05-10')).toEqual({
      start: '2026-05-10',
      end: '2026-06-09',
    });
    expect(nextPeriod(planOf('enterprise'), '2026-05-10')).toEqual({
      start: '2026-05-10',
      end: '2027-05-09',
    });
    expect(nextPeriod(planOf('trial'), '2026-05-10')).toEqual({
      start: '2026-05-10',
      end: '2026-06-08',
    });
  });

  it("should price each module's seats at the plan's price per seat per month", () => {
    const charges = invoiceCharges(planOf('enterprise'), ['PC', 'H-W'], 25, {
      start: '2026-01-01',
      end: '2026-12-31',
    });
    expect(charges).toEqual([
      {
        product: 'PC',
        description:
          'Commercial Lines, Enterprise: 25 seats × $85.00 per seat per month × 12 months',
        seats: 25,
        unitCents: 8_500,
        amountCents: 25 * 8_500 * 12,
      },
      {
        product: 'H-W',
        description:
          'Employee Benefits, Enterprise: 25 seats × $85.00 per seat per month × 12 months',
        seats: 25,
        unitCents: 8_500,
        amountCents: 2_550_000,
      },
    ]);
  });

  it('should prorate seats added for the rest of a term, to the cent', () => {
    const [charge] = invoiceCharges(planOf('enterprise'), ['PC'], 5, {
      start: '2026-01-01',
      end: '2026-03-14',
    });
    expect(charge!.amountCents).toBe(Math.round(5 * 8_500 * 2.4));
    expect(charge!.description).toContain('× 2.40 months (prorated)');
  });

  it('should charge nothing for the trial', () => {
    const [charge] = invoiceCharges(planOf('trial'), ['PC'], 2, {
      start: '2026-05-10',
      end: '2026-06-08',
    });
    expect(charge!.amountCents).toBe(0);
  });
});
