import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../testing/each-dialect';
import { ingestStopped, tableRows, useIngestDb } from '../testing/ingest-db';
import { policy, writePolicies } from '../testing/dataset-files/wc-policy-file';

describeEachDialect('company address rows', (dialect) => {
  const t = useIngestDb(dialect);
  beforeEach(() => t.reset());

  // ACME's yearly policies, at 9 Elm St unless said otherwise.
  const write = (rows: [id: string, year: number, address?: string][]) =>
    writePolicies(
      t.dir(),
      rows.map(([id, year, address = '9 Elm St']) =>
        policy({ id, employer: 'ACME BUILDERS LLC', year, address }),
      ),
    );
  const addressRows = () =>
    tableRows(t.db(), 'company_addresses', 'source_key');
  const addresses = async () =>
    (await addressRows()).map((a) => ({
      key: String(a.source_key).replace(/^wc_policies:\d+:/, ''),
      address: a.address,
      year: a.source_year,
      file: a.import_file_id,
    }));
  const lastFileId = async () =>
    (await tableRows(t.db(), 'import_files', 'id')).at(-1)!.id;

  it('keeps one row per company and address, from its newest source row', async () => {
    const first = write([
      ['P1', 2022],
      ['P2', 2024],
      ['P3', 2023, '9 ELM ST'],
      ['P4', 2021, '1 Oak Ave'],
    ]);
    const { files } = await t.ingest([first], { batchSize: 2 });
    expect(files[0]).toMatchObject({ inserted: 4 });
    const fileId = await lastFileId();
    const oak = {
      key: '1 OAK AVE|AUSTIN|78701',
      address: '1 Oak Ave',
      year: 2021,
      file: fileId,
    };
    const elm = { key: '9 ELM ST|AUSTIN|78701', address: '9 Elm St' };
    expect(await addresses()).toEqual([
      oak,
      { ...elm, year: 2024, file: fileId },
    ]);

    // The same file again, and an older policy: nothing moves.
    const before = await addressRows();
    const again = await t.ingest([first], { batchSize: 2 });
    expect(again.files[0]).toMatchObject({ inserted: 0, unchanged: 4 });
    await t.ingest([write([['P0', 2019]])]);
    expect(await addressRows()).toEqual(before);

    // A newer one takes the row over, the same address (only its source
    // changes) or spelled otherwise (the row changes); rolled back, the
    // row is as it was.
    const newer = write([
      ['P5', 2025],
      ['P6', 2025],
    ]);
    const stopped = await ingestStopped(t, newer, 3);
    expect(stopped.files[0]).toMatchObject({ status: 'interrupted' });
    expect(await addressRows()).toEqual(before);
    const done = await t.ingest([newer]);
    expect(done.files[0]).toMatchObject({ status: 'done', inserted: 2 });
    expect(await addresses()).toEqual([
      oak,
      { ...elm, year: 2025, file: await lastFileId() },
    ]);

    const of2025 = await addressRows();
    const respelled = write([
      ['P7', 2026, '9 ELM ST'],
      ['P8', 2026, '9 ELM ST'],
    ]);
    await ingestStopped(t, respelled, 3);
    expect(await addressRows()).toEqual(of2025);
    await t.ingest([respelled]);
    expect(await addresses()).toEqual([
      oak,
      { ...elm, address: '9 ELM ST', year: 2026, file: await lastFileId() },
    ]);
  });
});
