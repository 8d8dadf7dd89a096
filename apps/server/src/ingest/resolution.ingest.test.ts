import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../testing/each-dialect';
import { tableRows, useIngestDb } from '../testing/ingest-db';
import { fixture } from '../testing/dataset-files/index';

const HARBOR_WELFARE = '20250729101530P030001234567001';
const SMITH_JONES = '20251015090000P040005550001001';

describeEachDialect('entity resolution across sources', (dialect) => {
  const t = useIngestDb(dialect);
  beforeEach(async () => {
    await t.reset();
    const { files } = await t.ingest(
      [
        'fmcsa_census.csv',
        'whd_whisard.csv',
        'osha_inspection.csv',
        'f_5500_2024_latest.csv',
      ].map(fixture),
    );
    expect(files.map((f) => f.status)).toEqual([
      'done',
      'done',
      'done',
      'done',
    ]);
  });

  const munsOf = async (table: string, key: string) =>
    (await tableRows(t.db(), table, 'source_key')).find(
      (row) => row.source_key === key,
    )!.muns;

  it('puts a typo of the sponsor name at its street address on the sponsor', async () => {
    // 'HARBOUR FREIGHT LINES' at '1200 NORTH MAIN ST' vs the 5500's
    // 'HARBOR FREIGHT LINES, INC.' at '1200 N MAIN STREET'.
    expect(await munsOf('osha_inspections', '1712345')).toBe(
      await munsOf('filings', HARBOR_WELFARE),
    );
  });

  it('puts the sponsor name in another ZIP of the same state on the sponsor', async () => {
    // WHD: Bangor 04401; the 5500: Portland 04101, both Maine.
    expect(await munsOf('whd_cases', '1987654')).toBe(
      await munsOf('filings', SMITH_JONES),
    );
  });

  it('keeps two companies of the same name in different states apart', async () => {
    const sponsor = await munsOf('filings', HARBOR_WELFARE);
    expect(await munsOf('motor_carriers', '21800')).toBe(sponsor);
    expect(await munsOf('motor_carriers', '987654')).not.toBe(sponsor);
    const companies = await tableRows(t.db(), 'companies', 'muns');
    const harbors = companies.filter(
      (c) => c.name_key === 'HARBOR FREIGHT LINES',
    );
    expect(harbors.map((c) => c.state).sort()).toEqual(['OH', 'TX']);
  });

  it('keeps every source address of a company', async () => {
    const sponsor = await munsOf('filings', HARBOR_WELFARE);
    const addresses = await tableRows(
      t.db(),
      'company_addresses',
      'source_key',
    );
    expect(
      addresses
        .filter((a) => a.muns === sponsor)
        .map((a) => [a.source_key, a.address, a.zip]),
    ).toEqual(
      [
        ['f5500', '1200 N MAIN STREET'],
        ['f5500', '1200 NORTH MAIN ST'],
        ['fmcsa_census', '1200 N MAIN STREET'],
        ['osha_inspection', '1200 NORTH MAIN ST'],
      ].map(([dataset, street]) => [
        `${dataset}:${sponsor}:${street}|COLUMBUS|43215`,
        street,
        '43215',
      ]),
    );
  });
});
