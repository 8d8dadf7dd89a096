import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { openTableFile, safeCell } from './table-file';

const dir = mkdtempSync(join(tmpdir(), 'edge-table-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const header = ['Company', 'Employees', 'Revenue'];
const rows = [
  ['Acme "Best" Plumbing, LLC', '1,250', '$4.6M'],
  ['=HYPERLINK("http://x")', '', '-$1.2k'],
  ['Ünïcode Café', '7', ''],
];

async function write(format: 'csv' | 'xlsx', name: string) {
  const path = join(dir, name);
  const file = openTableFile(format, path, header);
  for (const row of rows) await file.row(row);
  await file.close();
  return path;
}

describe('table files', () => {
  it('should write a CSV that a spreadsheet reads back cell for cell', async () => {
    const text = readFileSync(await write('csv', 'a.csv'), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const read = parse(text.slice(1)) as string[][];
    expect(read).toEqual([
      header,
      rows[0],
      [`'=HYPERLINK("http://x")`, '', '-$1.2k'],
      rows[2],
    ]);
  });

  it('should write an XLSX workbook with a bold, frozen header', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await write('xlsx', 'a.xlsx'));
    const sheet = workbook.getWorksheet('Export')!;
    const values = (n: number) =>
      (sheet.getRow(n).values as unknown[]).slice(1).map((v) => v ?? '');
    expect(values(1)).toEqual(header);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(values(2)).toEqual(rows[0]);
    expect(values(3)[0]).toBe(`'=HYPERLINK("http://x")`);
    expect(sheet.rowCount).toBe(4);
  });

  it('should neutralize only the cells a spreadsheet would run', () => {
    expect(safeCell('+1 555')).toBe("'+1 555");
    expect(safeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(safeCell('-cmd')).toBe("'-cmd");
    expect(safeCell('-12')).toBe('-12');
    expect(safeCell('Smith & Sons')).toBe('Smith & Sons');
  });
});
