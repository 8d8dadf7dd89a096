import { beforeAll, expect, it } from 'vitest';
import { FIXTURES, fixture } from '../testing/dataset-files/index';
import { describeEachDialect } from '../testing/each-dialect';
import { tableRows, useIngestDb } from '../testing/ingest-db';
import { brokerMsid } from './broker-msid';

const GALLAGHER = brokerMsid('Gallagher Benefit Services');
const BUCKEYE = brokerMsid('Buckeye Benefits Group');

describeEachDialect('search link tables', (dialect) => {
  const t = useIngestDb(dialect);
  // The import itself rebuilds the projection.
  beforeAll(() => t.ingest(FIXTURES.map(([file]) => fixture(file))));

  it('should list the distinct carriers of each company', async () => {
    const rows = await tableRows(
      t.db(),
      'search_company_carriers',
      'carrier_name',
    );
    expect(rows.filter((r) => r.muns === '100000001')).toEqual([
      {
        muns: '100000001',
        carrier_name: 'ALLSTATE BENEFITS',
        carrier_name_normalized: 'Allstate Benefits',
      },
      {
        muns: '100000001',
        carrier_name: 'Guardian Life Ins. Co. of America',
        carrier_name_normalized: 'Guardian Life Insurance Co Of America',
      },
      {
        muns: '100000001',
        carrier_name: 'METLIFE INS CO',
        carrier_name_normalized: 'Metlife Insurance',
      },
      {
        muns: '100000001',
        carrier_name: 'PRINCIPAL LIFE INSURANCE COMPANY',
        carrier_name_normalized: 'Principal Life Insurance',
      },
      {
        muns: '100000001',
        carrier_name: 'UNITEDHEALTHCARE INSURANCE COMPANY',
        carrier_name_normalized: 'Unitedhealthcare Insurance',
      },
    ]);
    expect(rows).toHaveLength(7);
  });

  it('should list each broker of a company once, with its county', async () => {
    const rows = await t
      .db()
      .selectFrom('search_company_brokers')
      .selectAll()
      .where('muns', '=', '100000001')
      .orderBy('broker_name')
      .execute();
    expect(rows).toEqual([
      {
        muns: '100000001',
        msid: BUCKEYE,
        broker_name: 'BUCKEYE BENEFITS GROUP LLC',
        broker_name_normalized: 'Buckeye Benefits Group',
        address: '88 E BROAD ST',
        city: 'COLUMBUS',
        state: 'OH',
        zip: '43215',
        county_fips: '39049',
      },
      {
        muns: '100000001',
        msid: GALLAGHER,
        // Its first row; a later one spells it without the comma.
        broker_name: 'GALLAGHER BENEFIT SERVICES, INC.',
        broker_name_normalized: 'Gallagher Benefit Services',
        address: '250 W NATIONWIDE BLVD',
        city: 'COLUMBUS',
        state: 'OH',
        zip: '43215',
        county_fips: '39049',
      },
    ]);
  });

  it('should keep a directory of brokers with their client counts', async () => {
    const rows = await tableRows(t.db(), 'search_brokers', 'name');
    expect(
      rows.map((r) => [r.name_normalized, r.msid, r.client_count]),
    ).toEqual([
      ['Buckeye Benefits Group', BUCKEYE, 1],
      ['Gallagher Benefit Services', GALLAGHER, 1],
      [
        'Hub International New England',
        brokerMsid('Hub International New England'),
        1,
      ],
      ['Lloyds Market Brokers', brokerMsid('Lloyds Market Brokers'), 1],
    ]);
    expect(rows[3]).toMatchObject({ address: null, zip: null });
  });
});
