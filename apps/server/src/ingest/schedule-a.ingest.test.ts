import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../testing/each-dialect';
import { tableRows, useIngestDb } from '../testing/ingest-db';
import { dolZip, fixture, rejectsIn } from '../testing/dataset-files/index';

const HARBOR_WELFARE = '20250729101530P030001234567001';
const HARBOR_401K = '20250730111111P030001234568001';
const SMITH_JONES = '20251015090000P040005550001001';

describeEachDialect('Schedule A and Part 1 import', (dialect) => {
  const t = useIngestDb(dialect);
  beforeEach(() => t.reset());
  const { ingest } = t;
  const f5500 = fixture('f_5500_2024_latest.csv');
  const schA = fixture('f_sch_a_2024_latest.csv');
  const part1 = fixture('f_sch_a_part1_2024_latest.csv');

  it('reads the DOL zip, skips its layout file and rejects orphans, bad rows and duplicates', async () => {
    const zip = join(t.dir(), 'F_SCH_A_2024_Latest.zip');
    await dolZip('f_sch_a_2024_latest.csv', zip);
    const { files } = await ingest([zip, f5500]);
    expect(
      files.map((f) => [f.file, f.dataset, f.status, f.inserted, f.rejected]),
    ).toEqual([
      ['f_5500_2024_latest.csv', 'f5500', 'done', 3, 4],
      [
        'F_SCH_A_2024_Latest.zip!f_sch_a_2024_latest.csv',
        'sch_a',
        'done',
        7,
        4,
      ],
    ]);
    expect(rejectsIn(files[1]!.rejectsPath)).toEqual([
      '9: no Form 5500 filing 20250901000000P030009999999001 has been imported',
      "10: FORM_ID is not a number: 'A'",
      "11: INS_POLICY_FROM_DATE is not a date: '2024-13-01'",
      `12: duplicate of line 2 (same key ${HARBOR_WELFARE}:1)`,
    ]);
  });

  it('stores carriers, lines of business, renewal months and premiums', async () => {
    await ingest([f5500, schA]);
    const contracts = await tableRows(
      t.db(),
      'insurance_contracts',
      'source_key',
    );
    const pick = (c: Record<string, unknown>) => [
      c.source_key,
      c.carrier_name_normalized,
      c.lines,
      c.renewal_month,
      c.premium,
    ];
    expect(contracts.map(pick)).toEqual([
      [`${HARBOR_WELFARE}:1`, 'Unitedhealthcare Insurance', '|0|', 1, 1874000],
      [
        `${HARBOR_WELFARE}:2`,
        'Guardian Life Insurance Co Of America',
        '|2|3|',
        1,
        142560.25,
      ],
      // Experience-rated: the premium received.
      [`${HARBOR_WELFARE}:3`, 'Metlife Insurance', '|4|5|6|', 7, 51000],
      // No policy dates: the plan year's month; only earned premium.
      [`${HARBOR_WELFARE}:4`, 'Allstate Benefits', '|7|10|', 1, 8800],
      // A pension annuity contract has no welfare line.
      [`${HARBOR_401K}:1`, 'Principal Life Insurance', null, 1, null],
      [`${SMITH_JONES}:1`, 'Hm Life Insurance', '|1|', 7, 96000],
      [`${SMITH_JONES}:2`, 'Delta Dental Of Maine', '|2|', 7, 61250],
    ]);
    expect(contracts[2]).toMatchObject({
      ack_id: HARBOR_WELFARE,
      form_id: 3,
      ein: '012345678',
      plan_number: '501',
      carrier_name: 'METLIFE INS CO',
      carrier_ein: '135581829',
      carrier_naic: '06467',
      contract_number: 'LIFE 0099, STD/LTD',
      persons_covered: 240,
      policy_from: '2024-07-01',
      policy_to: '2025-06-30',
      commissions: 4100,
      fees: null,
      claims_paid: 31000,
      source_year: 2024,
      as_of_date: '2025-07-29',
    });
    expect(contracts[3]).toMatchObject({
      ein: '012345678',
      policy_from: null,
      other_text: 'VOLUNTARY ACCIDENT, CRITICAL ILLNESS & "HOSPITAL" INDEMNITY',
    });
    expect(contracts[6]).toMatchObject({
      form_id: 2,
      carrier_ein: '010310090',
    });
    const filings = await tableRows(t.db(), 'filings', 'source_key');
    const munsOf = new Map(filings.map((f) => [f.source_key, f.muns]));
    for (const contract of contracts) {
      expect(contract.muns).toBe(munsOf.get(contract.ack_id));
    }
  });

  it('imports brokers under their contract, normalizing their names', async () => {
    const { files } = await ingest([f5500, schA, part1]);
    expect(files[2]).toMatchObject({ inserted: 5, rejected: 2 });
    expect(rejectsIn(files[2]!.rejectsPath)).toEqual([
      `7: no Schedule A contract ${HARBOR_WELFARE}:9 has been imported`,
      '8: INS_BROKER_NAME is blank',
    ]);
    const brokers = await tableRows(t.db(), 'contract_brokers', 'source_key');
    expect(
      brokers.map((b) => [
        b.source_key,
        b.broker_name_normalized,
        b.zip,
        b.commission,
        b.fees,
      ]),
    ).toEqual([
      [
        `${HARBOR_WELFARE}:1:1`,
        'Gallagher Benefit Services',
        '43215',
        30412,
        null,
      ],
      [`${HARBOR_WELFARE}:1:2`, 'Buckeye Benefits Group', '43215', 8000, 1200],
      [
        `${HARBOR_WELFARE}:2:1`,
        'Gallagher Benefit Services',
        '43215',
        9800.5,
        1200,
      ],
      // A foreign broker has no US address.
      [`${SMITH_JONES}:1:1`, 'Lloyds Market Brokers', null, 0, 2500],
      [
        `${SMITH_JONES}:2:1`,
        'Hub International New England',
        '04101',
        5400,
        null,
      ],
    ]);
    expect(brokers[0]).toMatchObject({
      ack_id: HARBOR_WELFARE,
      form_id: 1,
      broker_name: 'GALLAGHER BENEFIT SERVICES, INC.',
      address: '250 W NATIONWIDE BLVD',
      city: 'COLUMBUS',
      state: 'OH',
      broker_code: '3',
    });
    const [contract] = await tableRows(
      t.db(),
      'insurance_contracts',
      'source_key',
    );
    expect(brokers[0]!.muns).toBe(contract!.muns);
  });

  it('should import a broker cut by the name field width as the whole broker', async () => {
    // Two contracts name one firm at one address, once cut at 35 characters.
    const [header] = readFileSync(part1, 'utf8').split('\n');
    const row = (form: number, name: string) =>
      `${HARBOR_WELFARE},${form},1,"${name}",1 GOLDEN WAY,,SACRAMENTO,CA,95814,,,,,,,100,,,3`;
    const file = join(t.dir(), 'f_sch_a_part1_2024_latest.csv');
    writeFileSync(
      file,
      [
        header,
        row(1, 'GOLDEN COAST INSURANCE SERVICES'),
        row(2, 'GOLDEN COAST INSURANCE SERVICES, IN'),
      ].join('\n'),
    );
    const { files } = await ingest([f5500, schA, file]);
    expect(files[2]).toMatchObject({ inserted: 2, rejected: 0 });
    const brokers = await tableRows(t.db(), 'contract_brokers', 'source_key');
    expect(brokers.map((b) => b.broker_name_normalized)).toEqual([
      'Golden Coast Insurance Services',
      'Golden Coast Insurance Services',
    ]);
  });

  it('imports files given in the wrong order in dependency order', async () => {
    const { files } = await ingest([part1, schA, f5500]);
    expect(files.map((f) => [f.dataset, f.status, f.inserted])).toEqual([
      ['f5500', 'done', 3],
      ['sch_a', 'done', 7],
      ['sch_a_part1', 'done', 5],
    ]);
  });

  it('rejects every schedule row when its filing has not been imported', async () => {
    const { files } = await ingest([schA]);
    expect(files[0]).toMatchObject({
      status: 'done',
      inserted: 0,
      rejected: 11,
    });
    expect(rejectsIn(files[0]!.rejectsPath)).toContain(
      `2: no Form 5500 filing ${HARBOR_WELFARE} has been imported`,
    );
    expect(
      await tableRows(t.db(), 'insurance_contracts', 'source_key'),
    ).toEqual([]);
  });
});
