import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../testing/each-dialect';
import { tableRows, useIngestDb } from '../testing/ingest-db';

const HEADER =
  'POLICY_RECORD_ID,EMPLOYER_NAME,EMPLOYER_DBA,FEIN,ADDRESS,CITY,STATE,ZIP,CARRIER_NAME,CARRIER_NAIC,POLICY_NUMBER,EFFECTIVE_DATE,EXPIRATION_DATE,CANCELLATION_DATE,REINSTATEMENT_DATE,COVERAGE_STATUS,GOVERNING_CLASS_CODE,EXPERIENCE_MOD,ESTIMATED_PREMIUM,PEO_NAME,SELF_INSURED,AS_OF_DATE';

// A yearly policy of ACME; the as-of date is the extract's.
const policy = (id: string, year: number, address = '9 Elm St') =>
  `${id},ACME BUILDERS LLC,,123456789,${address},AUSTIN,TX,78701,TEXAS MUTUAL INSURANCE CO,22945,TM-${id},${year}-01-01,${year + 1}-01-01,,,ACTIVE,8810,1.00,1000,,N,2025-09-30`;

describeEachDialect('company address rows', (dialect) => {
  const t = useIngestDb(dialect);
  beforeEach(() => t.reset());

  const write = (rows: string[]) => {
    const path = join(t.dir(), 'wc_policies.csv');
    writeFileSync(path, [HEADER, ...rows, ''].join('\n'));
    return path;
  };
  const addresses = async () =>
    (await tableRows(t.db(), 'company_addresses', 'source_key')).map((a) => ({
      key: String(a.source_key).replace(/^wc_policies:\d+:/, ''),
      address: a.address,
      year: a.source_year,
      file: a.import_file_id,
    }));

  it('keeps one row per company and address, from its newest source row', async () => {
    const first = write([
      policy('P1', 2022),
      policy('P2', 2024),
      policy('P3', 2023, '9 ELM ST'),
      policy('P4', 2021, '1 Oak Ave'),
    ]);
    const { files } = await t.ingest([first], { batchSize: 2 });
    expect(files[0]).toMatchObject({ inserted: 4 });
    const fileId = (await tableRows(t.db(), 'import_files', 'id'))[0]!.id;
    expect(await addresses()).toEqual([
      {
        key: '1 OAK AVE|AUSTIN|78701',
        address: '1 Oak Ave',
        year: 2021,
        file: fileId,
      },
      {
        key: '9 ELM ST|AUSTIN|78701',
        address: '9 Elm St',
        year: 2024,
        file: fileId,
      },
    ]);

    // The same file again, and an older policy: nothing moves.
    const before = await tableRows(t.db(), 'company_addresses', 'source_key');
    const again = await t.ingest([first], { batchSize: 2 });
    expect(again.files[0]).toMatchObject({ inserted: 0, unchanged: 4 });
    await t.ingest([write([policy('P0', 2019)])]);
    expect(await tableRows(t.db(), 'company_addresses', 'source_key')).toEqual(
      before,
    );

    // A newer one takes the row over; rolled back, the row is as it was.
    const newer = write([policy('P5', 2025), policy('P6', 2025)]);
    let batches = 0;
    const stopped = await t.ingest([newer], {
      batchSize: 1,
      commitEveryMs: 0,
      shouldStop: () => ++batches >= 3,
    });
    expect(stopped.files[0]).toMatchObject({ status: 'interrupted' });
    expect(await tableRows(t.db(), 'company_addresses', 'source_key')).toEqual(
      before,
    );
    const done = await t.ingest([newer]);
    const newerId = (await tableRows(t.db(), 'import_files', 'id')).at(-1)!.id;
    expect(done.files[0]).toMatchObject({ status: 'done', inserted: 2 });
    expect(await addresses()).toEqual([
      {
        key: '1 OAK AVE|AUSTIN|78701',
        address: '1 Oak Ave',
        year: 2021,
        file: fileId,
      },
      {
        key: '9 ELM ST|AUSTIN|78701',
        address: '9 Elm St',
        year: 2025,
        file: newerId,
      },
    ]);
  });
});
