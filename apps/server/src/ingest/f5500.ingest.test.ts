import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../testing/each-dialect';
import {
  ingestStopped,
  tableRows,
  tablesNow,
  useIngestDb,
} from '../testing/ingest-db';
import { fixture } from '../testing/dataset-files/index';

describeEachDialect('Form 5500 import', (dialect) => {
  const t = useIngestDb(dialect);
  beforeEach(() => t.reset());
  const { ingest } = t;
  const file = fixture('f_5500_2024_latest.csv');

  it('imports the filings, rejects bad rows with line and reason, and goes on', async () => {
    const { files } = await ingest([file]);
    expect(files).toEqual([
      expect.objectContaining({
        dataset: 'f5500',
        status: 'done',
        read: 7,
        inserted: 3,
        updated: 0,
        rejected: 4,
      }),
    ]);
    const rejects = readFileSync(files[0]!.rejectsPath!, 'utf8')
      .trim()
      .split('\n');
    expect(rejects[0]).toMatch(/^LINE,REASON,ACK_ID,/);
    expect(
      rejects.slice(1).map((line) => line.split(',').slice(0, 2).join(',')),
    ).toEqual([
      "5,TOT_PARTCP_BOY_CNT is not a number: 'abc'",
      '6,has 8 fields where the header has 40',
      '7,ACK_ID is blank',
      "8,DATE_RECEIVED is not a date: '2025-02-30'",
    ]);
  });

  it('keeps EINs, plan numbers and ZIPs as text and resolves both plans to one sponsor', async () => {
    await ingest([file]);
    const filings = await tableRows(t.db(), 'filings', 'source_key');
    expect(
      filings.map((f) => [f.ein, f.plan_number, f.zip, f.source_year]),
    ).toEqual([
      ['012345678', '501', '43215', 2024],
      ['012345678', '001', '43215', 2024],
      ['987654321', '501', '04101', 2024],
    ]);
    expect(filings[0]!.muns).toBe(filings[1]!.muns);
    expect(filings[2]!.sponsor_name).toBe('SMITH, JONES & CO., LLP');
    expect(filings[2]!.address).toBe('40 "OLD" MILL RD');
    expect(filings[0]).toMatchObject({ self_funded: 0, phone: '6145550100' });
    expect(filings[1]).toMatchObject({
      phone: '6145550100',
      date_received: '2025-07-30',
    });
    const companies = await tableRows(t.db(), 'companies', 'muns');
    expect(companies).toHaveLength(2);
    expect(companies[0]).toMatchObject({
      muns: filings[0]!.muns,
      name: 'HARBOR FREIGHT LINES, INC.',
      ein: '012345678',
      state: 'OH',
      zip: '43215',
      county_fips: '39049',
      naics: '484110',
    });
    expect(companies[0]!.latitude).toBeCloseTo(39.96, 1);
  });

  it('records where every filing comes from', async () => {
    await ingest([file]);
    const [record] = await tableRows(t.db(), 'import_files', 'id');
    expect(record).toMatchObject({
      dataset: 'f5500',
      file_name: 'f_5500_2024_latest.csv',
      status: 'done',
      rows_read: 7,
      inserted: 3,
      rejected: 4,
      as_of_date: '2025-10-15',
    });
    expect(record!.file_sha256).toMatch(/^[0-9a-f]{64}$/);
    const filings = await tableRows(t.db(), 'filings', 'source_key');
    expect(new Set(filings.map((f) => f.import_file_id))).toEqual(
      new Set([record!.id]),
    );
    const addresses = await tableRows(
      t.db(),
      'company_addresses',
      'source_key',
    );
    // One row per company and address: the two plans of HARBOR give it
    // in two spellings.
    expect(addresses.map((a) => [a.source_key, a.import_file_id])).toEqual([
      [
        `f5500:${filings[0]!.muns}:1200 N MAIN STREET|COLUMBUS|43215`,
        record!.id,
      ],
      [
        `f5500:${filings[0]!.muns}:1200 NORTH MAIN ST|COLUMBUS|43215`,
        record!.id,
      ],
      [`f5500:${filings[2]!.muns}:40 "OLD" MILL RD|PORTLAND|04101`, record!.id],
    ]);
  });

  it('is idempotent: the same file twice leaves the same rows', async () => {
    await ingest([file]);
    const before = {
      filings: await tableRows(t.db(), 'filings', 'source_key'),
      companies: await tableRows(t.db(), 'companies', 'muns'),
      keys: await tableRows(t.db(), 'company_keys', ['key', 'muns']),
    };
    const { files } = await ingest([file]);
    expect(files[0]).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 3,
      rejected: 4,
    });
    expect(await tableRows(t.db(), 'filings', 'source_key')).toEqual(
      before.filings,
    );
    expect(await tableRows(t.db(), 'companies', 'muns')).toEqual(
      before.companies,
    );
    expect(await tableRows(t.db(), 'company_keys', ['key', 'muns'])).toEqual(
      before.keys,
    );
  });

  it('refuses a file of another dataset before writing anything', async () => {
    const { files } = await ingest([file], { dataset: 'f5500_sf' });
    expect(files).toEqual([
      expect.objectContaining({
        status: 'refused',
        message: expect.stringMatching(
          /^f_5500_2024_latest\.csv is not a Form 5500-SF file: missing columns SF_PLAN_YEAR_BEGIN_DATE, /,
        ),
      }),
    ]);
    expect(await tableRows(t.db(), 'import_files', 'id')).toEqual([]);
  });

  it('leaves the database as it was when a file is interrupted', async () => {
    await ingest([file]);
    const tables = {
      filings: 'source_key',
      companies: 'muns',
      company_keys: ['key', 'muns'],
      company_addresses: 'source_key',
      import_undo: 'id',
    };
    const before = await tablesNow(t.db(), tables);
    // A newer extract: one plan grew, one filing is new.
    const changed = readFileSync(file, 'utf8')
      .replace(',240,231,', ',260,251,')
      .concat(
        '20251101090000P040005550009001,2024-01-01,2024-12-31,2,,,NEW PLAN,501,2010-01-01,NEW SPONSOR CORP,,9 ELM ST,,AUSTIN,TX,78701,222222222,,332710,,12,,,4A,1,,,,1,,,,1,1,,,,FILING_RECEIVED,2025-11-01,\r\n',
      );
    const newer = join(t.dir(), 'f_5500_2024_latest.csv');
    writeFileSync(newer, changed);
    const { files } = await ingestStopped(t, newer, 4);
    expect(files[0]).toMatchObject({ status: 'interrupted' });
    expect(await tablesNow(t.db(), tables)).toEqual(before);
    const records = await tableRows(t.db(), 'import_files', 'id');
    expect(records.map((r) => r.status)).toEqual(['done', 'rolled_back']);

    const { files: again } = await ingest([newer]);
    expect(again[0]).toMatchObject({
      status: 'done',
      inserted: 1,
      updated: 1,
      unchanged: 2,
    });
  });
});
