import { describe, expect, it } from 'vitest';
import { firmographicsByCompany, readSample } from './sample';
import { SAMPLE_COMPANIES } from './sample-setup';

describe('the believability sample', () => {
  it('should hold the companies the rules are checked on', async () => {
    const companies = new Set(
      (await readSample('truth.csv')).map((r) => r.COMPANY_ID),
    );
    expect(companies.size).toBeGreaterThanOrEqual(SAMPLE_COMPANIES * 0.99);
    expect((await firmographicsByCompany()).size).toBeGreaterThan(
      SAMPLE_COMPANIES * 0.85,
    );
  });
});
