import { describe, expect, it } from 'vitest';
import { companyProfiles } from './company-profiles';
import { generateInTemp } from './test-output';

describe('companyProfiles', () => {
  it('should give the same first companies whatever the count', () => {
    const few = companyProfiles(7, 40);
    const more = companyProfiles(7, 600);
    expect(more.slice(0, 40)).toEqual(few);
    expect(more).toHaveLength(600);
  });

  it('should name each company and the rows its files hold', () => {
    const profiles = companyProfiles(7, 100);
    expect(profiles[0]!.id).toBe('G0000001');
    for (const p of profiles) {
      expect(p.name).toMatch(/^[A-Z0-9&' .,-]+$/);
      expect(p.phone).toMatch(/^\d{10}$/);
      expect(p.zip).toMatch(/^\d{5}$/);
    }
    const withRecords = profiles.filter((p) => p.records.length > 0);
    expect(withRecords.length).toBeGreaterThan(90);
  });

  it('should list the record keys that truth.csv gives a company', async () => {
    const generated = await generateInTemp(150, 7);
    try {
      const truth = await generated.read('truth.csv');
      const fromFiles = truth
        .filter((row) => row.COMPANY_ID! <= 'G0000100')
        .map((row) => `${row.COMPANY_ID} ${row.DATASET} ${row.RECORD_KEY}`);
      const fromProfiles = companyProfiles(7, 100).flatMap((p) =>
        p.records.map((r) => `${p.id} ${r.dataset} ${r.key}`),
      );
      expect(fromProfiles.sort()).toEqual(fromFiles.sort());
    } finally {
      await generated.remove();
    }
  });
});
