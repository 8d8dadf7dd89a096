import { describe, expect, it } from 'vitest';
import { readSample } from './sample';

// Money of the generated companies and plans in their real ranges
// (business-facts.md).

// Census SUSB receipts per employee by NAICS sector: [low, high].
const RECEIPTS_PER_EMPLOYEE: Record<string, readonly [number, number]> = {
  '21': [700_000, 1_200_000],
  '22': [800_000, 1_300_000],
  '23': [250_000, 350_000],
  '31': [350_000, 550_000],
  '32': [350_000, 550_000],
  '33': [350_000, 550_000],
  '42': [900_000, 1_500_000],
  '44': [250_000, 350_000],
  '45': [250_000, 350_000],
  '48': [150_000, 250_000],
  '49': [150_000, 250_000],
  '51': [400_000, 700_000],
  '52': [400_000, 800_000],
  '53': [250_000, 450_000],
  '54': [150_000, 250_000],
  '56': [60_000, 120_000],
  '61': [50_000, 100_000],
  '62': [80_000, 140_000],
  '71': [70_000, 130_000],
  '72': [45_000, 75_000],
  '81': [60_000, 120_000],
};

const amount = (value: string | undefined) => Number(value || 0);

describe('money', () => {
  it('should keep revenue per employee within the sector range', async () => {
    let checked = 0;
    let inside = 0;
    const far: string[] = [];
    for (const r of await readSample('firmographics.csv')) {
      const range = RECEIPTS_PER_EMPLOYEE[r.NAICS!.slice(0, 2)];
      if (!range) continue;
      const [low, high] = range;
      const perEmployee = amount(r.ANNUAL_REVENUE) / amount(r.EMPLOYEES);
      checked += 1;
      if (perEmployee >= low && perEmployee <= high) inside += 1;
      if (perEmployee < low / 2 || perEmployee > high * 2) {
        far.push(`${r.NAICS} ${Math.round(perEmployee)}`);
      }
    }
    expect(checked).toBeGreaterThan(20_000);
    expect(inside / checked).toBeGreaterThan(0.9);
    expect(far).toEqual([]);
  });

  it('should charge $6,000 to $25,000 per person covered by a health contract and a few hundred for ancillary lines', async () => {
    for (const year of ['2024', '2025']) {
      const health: number[] = [];
      const ancillary: number[] = [];
      for (const r of await readSample(`f_sch_a_${year}_latest.csv`)) {
        const premium =
          amount(r.WLFR_TOT_CHARGES_PAID_AMT) ||
          amount(r.WLFR_PREMIUM_RCVD_AMT);
        const perCovered = premium / amount(r.INS_PRSN_COVERED_EOY_CNT);
        if (r.WLFR_BNFT_HEALTH_IND === '1') health.push(perCovered);
        else if (
          r.WLFR_BNFT_DENTAL_IND === '1' ||
          r.WLFR_BNFT_VISION_IND === '1' ||
          r.WLFR_BNFT_LIFE_INSUR_IND === '1'
        ) {
          ancillary.push(perCovered);
        }
      }
      expect(health.length, year).toBeGreaterThan(500);
      expect(Math.min(...health), year).toBeGreaterThanOrEqual(6_000);
      expect(Math.max(...health), year).toBeLessThanOrEqual(25_000);
      expect(Math.max(...ancillary), year).toBeLessThan(2_000);
    }
  });
});
