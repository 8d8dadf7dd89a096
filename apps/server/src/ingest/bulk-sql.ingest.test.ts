import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../testing/each-dialect';
import { tableRows, useIngestDb } from '../testing/ingest-db';
import { OWN_COLUMNS } from './fact-writer';
import { copyText, insertRows, insertValues } from '../db/bulk-sql';

describe('COPY text', () => {
  it('escapes what would end a field or a row, and writes null as \\N', () => {
    expect(
      copyText([
        ['a\tb', 'line\nnext\r', 'back\\slash', null, undefined, ''],
        [12, -0.5, Number.NaN, 'plain'],
      ]),
    ).toBe(
      'a\\tb\tline\\nnext\\r\tback\\\\slash\t\\N\t\\N\t\n' +
        '12\t-0.5\t\\N\tplain\n',
    );
  });
});

const COLUMNS = [
  ...OWN_COLUMNS,
  'dataset',
  'address',
  'city',
  'state',
  'zip',
  'county_fips',
  'latitude',
  'longitude',
];

// Values a plain line-and-tab format would break on.
const AWKWARD = [
  'tab\there',
  'two\nlines',
  'carriage\r\nreturn',
  'C:\\path\\N',
  '\\N',
  '\\.',
  'Café Ünïcode 🚚',
  '',
];

const awkwardRow = (text: string, i: number) => [
  `k${i}`,
  null,
  7,
  `h${i}`,
  2024,
  null,
  'osha',
  text,
  null,
  'OH',
  '43215',
  null,
  40.1234567 + i,
  0.5 - i,
];

describeEachDialect('bulk inserts', (dialect) => {
  const t = useIngestDb(dialect);
  beforeEach(() => t.reset());

  const stored = async () =>
    tableRows(t.db(), 'company_addresses', 'source_key');

  it('store every value as given: text with tabs, line ends and backslashes, empty text, null, numbers', async () => {
    await insertValues(
      t.db(),
      'company_addresses',
      COLUMNS,
      AWKWARD.map(awkwardRow),
    );
    const rows = await stored();
    expect(rows.map((row) => row.address)).toEqual(AWKWARD);
    rows.forEach((row, i) => {
      expect(row).toMatchObject({
        source_key: `k${i}`,
        muns: null,
        import_file_id: 7,
        source_year: 2024,
        city: null,
      });
      expect(Number(row.latitude)).toBeCloseTo(40.1234567 + i, 7);
      expect(Number(row.longitude)).toBe(0.5 - i);
    });
  });

  it('insert row objects the same way', async () => {
    const rows = AWKWARD.map((text, i) =>
      Object.fromEntries(
        COLUMNS.map((column, c) => [column, awkwardRow(text, i)[c]!]),
      ),
    );
    await insertRows(t.db(), 'company_addresses', rows as never[]);
    expect((await stored()).map((row) => row.address)).toEqual(AWKWARD);
  });

  it('fail inside a transaction without spoiling the connection', async () => {
    await expect(
      t
        .db()
        .transaction()
        .execute(async (trx) => {
          await insertValues(trx, 'company_addresses', COLUMNS, [
            awkwardRow('first', 0),
          ]);
          // The same key again breaks the primary key.
          await insertValues(trx, 'company_addresses', COLUMNS, [
            awkwardRow('again', 0),
          ]);
        }),
    ).rejects.toThrow();
    expect(await stored()).toEqual([]);
    await insertValues(t.db(), 'company_addresses', COLUMNS, [
      awkwardRow('after', 1),
    ]);
    expect((await stored()).map((row) => row.address)).toEqual(['after']);
  });
});
