import { beforeEach, expect, it } from 'vitest';
import { placeKey } from '../../data-model/place-key';
import { describeEachDialect } from '../../testing/each-dialect';
import { tableRows, useIngestDb } from '../../testing/ingest-db';
import { oneAddressRow } from './migration-0013-one-address-row';

// An address row as the importers wrote them before: one per source row.
const row = (
  sourceKey: string,
  muns: string,
  dataset: string,
  address: string,
  city: string,
  year: number,
  fileId = 1,
) => ({
  source_key: sourceKey,
  muns,
  import_file_id: fileId,
  row_hash: sourceKey,
  source_year: year,
  as_of_date: `${year + 1}-01-31`,
  dataset,
  address,
  city,
  state: 'TX',
  zip: '78701',
});

describeEachDialect('migration 0013: one address row', (dialect) => {
  const t = useIngestDb(dialect);
  beforeEach(() => t.reset());

  it('keeps the newest row of each company, dataset and address', async () => {
    await t
      .db()
      .insertInto('company_addresses')
      .values([
        row('wc_policies:P1', 'M1', 'wc_policies', '9 Elm St', 'Austin', 2023),
        row(
          'wc_policies:P2',
          'M1',
          'wc_policies',
          '9 Elm St',
          'Austin',
          2024,
          2,
        ),
        row('wc_policies:P3', 'M1', 'wc_policies', '9 ELM ST', 'AUSTIN', 2022),
        row('wc_policies:P4', 'M1', 'wc_policies', '1 Oak Ave', 'Austin', 2020),
        row('contacts:C1', 'M1', 'contacts', '9 Elm St', 'Austin', 2021),
        row('wc_policies:P5', 'M2', 'wc_policies', '9 Elm St', 'Austin', 2019),
        row('contacts:C2', 'M3', 'contacts', 'Calle Ñandú 4', 'Austin', 2025),
      ])
      .execute();
    await oneAddressRow(dialect).up(t.db());
    const rows = await tableRows(t.db(), 'company_addresses', 'source_key');
    expect(
      rows.map((r) => [
        r.source_key,
        r.address,
        r.source_year,
        r.import_file_id,
      ]),
    ).toEqual(
      [
        ['contacts:M1:9 ELM ST|AUSTIN|78701', '9 Elm St', 2021, 1],
        [
          `contacts:M3:${placeKey('Calle Ñandú 4', 'Austin', '78701')}`,
          'Calle Ñandú 4',
          2025,
          1,
        ],
        ['wc_policies:M1:1 OAK AVE|AUSTIN|78701', '1 Oak Ave', 2020, 1],
        ['wc_policies:M1:9 ELM ST|AUSTIN|78701', '9 Elm St', 2024, 2],
        ['wc_policies:M2:9 ELM ST|AUSTIN|78701', '9 Elm St', 2019, 1],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]), 'en')),
    );
  });
});
