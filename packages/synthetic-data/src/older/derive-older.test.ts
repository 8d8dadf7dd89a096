import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTPUT_FILES, YEARS } from '../files';
import { generateInTemp, type CsvRow, type Generated } from '../test-output';
import { CHANGED_KEYS_FILE } from './change-log';
import { generateWithOlder, type WithOlder } from './older-test-output';

const COMPANIES = 1500;
const SEED = 11;

const keysOf = (rows: CsvRow[], ...columns: string[]) =>
  new Set(rows.map((row) => columns.map((c) => row[c]).join(':')));

describe('the older extract', () => {
  let first: WithOlder;
  let again: WithOlder;
  let alone: Generated;

  beforeAll(async () => {
    [first, again, alone] = await Promise.all([
      generateWithOlder(COMPANIES, SEED),
      generateWithOlder(COMPANIES, SEED),
      generateInTemp(COMPANIES, SEED),
    ]);
  });

  afterAll(async () => {
    await Promise.all([first, again, alone].map((g) => g?.remove()));
  });

  it('should write the same bytes when the seed is the same', async () => {
    const names = (await readdir(first.older)).sort();
    expect(names).toEqual(
      [...OUTPUT_FILES.map((f) => f.name), CHANGED_KEYS_FILE].sort(),
    );
    for (const name of names) {
      const [a, b] = await Promise.all([
        readFile(join(first.older, name)),
        readFile(join(again.older, name)),
      ]);
      expect(a.equals(b), name).toBe(true);
    }
  });

  it("should leave today's files as they are without it", async () => {
    for (const { name } of OUTPUT_FILES) {
      const [a, b] = await Promise.all([
        readFile(join(first.newer, name)),
        readFile(join(alone.dir, name)),
      ]);
      expect(a.equals(b), name).toBe(true);
    }
  });

  it("should write today's formats: the same header, fewer or as many rows", async () => {
    for (const { name, header } of OUTPUT_FILES) {
      const text = await readFile(join(first.older, name), 'utf8');
      expect(text.slice(0, text.indexOf('\n')), name).toBe(header.join(','));
      const [older, newer] = await Promise.all([
        first.read(first.older, name),
        first.read(first.newer, name),
      ]);
      expect(older.length, name).toBeLessThanOrEqual(newer.length);
    }
  });

  it('should leave no schedule, broker or citation without its parent', async () => {
    const read = (name: string) => first.read(first.older, name);
    for (const year of YEARS) {
      const filings = keysOf(await read(`f_5500_${year}_latest.csv`), 'ACK_ID');
      const contracts = await read(`f_sch_a_${year}_latest.csv`);
      const providers = await read(`f_sch_c_part1_item2_${year}_latest.csv`);
      for (const name of ['sch_a', 'sch_c_part1_item2', 'sch_h', 'sch_i']) {
        const rows = await read(`f_${name}_${year}_latest.csv`);
        for (const row of rows) expect(filings, name).toContain(row.ACK_ID);
      }
      const contractKeys = keysOf(contracts, 'ACK_ID', 'FORM_ID');
      for (const row of await read(`f_sch_a_part1_${year}_latest.csv`)) {
        expect(contractKeys).toContain(`${row.ACK_ID}:${row.FORM_ID}`);
      }
      const providerKeys = keysOf(providers, 'ACK_ID', 'ROW_ORDER');
      const codes = await read(`f_sch_c_part1_item2_codes_${year}_latest.csv`);
      for (const row of codes) {
        expect(providerKeys).toContain(`${row.ACK_ID}:${row.ROW_ORDER}`);
      }
      // A filing counts the contracts the older extract gives it.
      const counts = new Map<string, number>();
      for (const row of contracts) {
        counts.set(row.ACK_ID!, (counts.get(row.ACK_ID!) ?? 0) + 1);
      }
      for (const row of await read(`f_5500_${year}_latest.csv`)) {
        expect(Number(row.NUM_SCH_A_ATTACHED_CNT)).toBe(
          counts.get(row.ACK_ID!) ?? 0,
        );
      }
    }
    const inspections = keysOf(
      await read('osha_inspection.csv'),
      'activity_nr',
    );
    for (const row of await read('osha_violation.csv')) {
      expect(inspections).toContain(row.activity_nr);
    }
  });
});
