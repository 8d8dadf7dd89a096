import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ImportFileError } from './import-file-error';
import { readImportFile } from './read-import-file';
import { importFixture, xlsxOf } from '../../testing/favorites-import';
import { xlsxPackage } from '../../testing/xlsx-package';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: unknown) => (error as ImportFileError).code,
  );

describe('readImportFile', () => {
  it('should give each CSV row the line it starts on, past blank lines and quoted line breaks', async () => {
    const table = await readImportFile(importFixture('favorites.csv'), 5000);
    expect(table.header[0]).toBe('Company Name');
    expect(table.rows.map((row) => [row.line, row.cells[0]])).toEqual([
      [2, 'Acme Roofing, LLC'],
      [3, 'Beacon Dental Group'],
      [4, 'The Delta Bakery Company'],
      [6, 'Summit Plumbing'],
      [7, 'Nowhere Widgets Inc'],
      [8, 'Evergreen Landscaping'],
      [11, 'ACME ROOFING LLC'],
      [12, ''],
    ]);
  });

  it('should read a CSV saved in Windows-1252, separated by semicolons', async () => {
    const file = Buffer.from('Firma;Ort\n\nCaf\xe9 M\xfcller;Wien\n', 'latin1');
    const table = await readImportFile(file, 5000);
    expect(table).toEqual({
      header: ['Firma', 'Ort'],
      rows: [{ line: 3, cells: ['Café Müller', 'Wien'] }],
    });
  });

  it('should refuse one row past the limit, and no sooner', async () => {
    const rows = (n: number) => Buffer.from(`Company\n${'Acme\n'.repeat(n)}`);
    expect((await readImportFile(rows(3), 3)).rows).toHaveLength(3);
    expect(await refusal(readImportFile(rows(4), 3))).toBe(
      'FAVORITES_IMPORT_TOO_MANY_ROWS',
    );
    const sheet = await xlsxOf([['Company'], ['A'], [], ['B'], ['C'], ['D']]);
    expect((await readImportFile(sheet, 4)).rows).toHaveLength(4);
    expect(await refusal(readImportFile(sheet, 3))).toBe(
      'FAVORITES_IMPORT_TOO_MANY_ROWS',
    );
  });

  it('should read the first sheet that has rows, cells as Excel shows them', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Notes');
    const sheet = workbook.addWorksheet('Companies');
    sheet.addRow(['Company', 'Employees', 'Active', 'Total', 'Notes', 'Met']);
    sheet.addRow([
      {
        richText: [
          { text: 'Acme ' },
          { text: 'Roofing', font: { bold: true } },
        ],
      },
      42,
      true,
      { formula: 'B2*2', result: 84 },
      'Met & "greeted"',
      new Date(Date.UTC(2024, 2, 5)),
    ]);
    sheet.getCell('G3').value = 'far right';
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await readImportFile(file, 5000)).toEqual({
      header: ['Company', 'Employees', 'Active', 'Total', 'Notes', 'Met'],
      rows: [
        {
          line: 2,
          cells: [
            'Acme Roofing',
            '42',
            'true',
            '84',
            'Met & "greeted"',
            '2024-03-05',
          ],
        },
        { line: 3, cells: ['', '', '', '', '', '', 'far right'] },
      ],
    });
  });

  it('should read inline strings, prefixed elements and cells without references', async () => {
    const file = await xlsxPackage(
      [
        '<row r="1"><c t="inlineStr"><is><t>Company</t></is></c><c t="s"><v>0</v></c></row>',
        '<x:row xmlns:x="urn:x" r="4"><x:c r="B4" t="inlineStr"><x:is><x:r><x:t>Acme</x:t></x:r><x:r><x:t xml:space="preserve"> Roofing</x:t></x:r></x:is></x:c></x:row>',
      ],
      ['<si><t>State</t><rPh><t>ignored</t></rPh></si>'],
    );
    expect(await readImportFile(file, 5000)).toEqual({
      header: ['Company', 'State'],
      rows: [{ line: 4, cells: ['', 'Acme Roofing'] }],
    });
  });

  it('should refuse a workbook whose parts, each within its cap, unpack to more than the reading budget', async () => {
    // 7 MB of shared strings and 11 MB of blank rows
    const strings = [`<si><t>${'S'.repeat(7 * 1024 * 1024)}</t></si>`];
    const blankRows = function* () {
      yield '<row r="1"><c r="A1" t="s"><v>0</v></c></row>';
      for (let r = 2; r < 300_000; r += 1000) {
        yield Array.from(
          { length: 1000 },
          (_, i) => `<row r="${r + i}"><c r="A${r + i}"/></row>`,
        ).join('');
      }
    };
    const file = await xlsxPackage(blankRows(), strings);
    expect(await refusal(readImportFile(file, 5000))).toBe(
      'FAVORITES_IMPORT_TOO_LARGE_UNPACKED',
    );
  });

  it('should refuse a workbook that is not well-formed, or a table with no rows', async () => {
    const broken = await xlsxPackage(['<row r="1"><c>'], []);
    expect(await refusal(readImportFile(broken, 5000))).toBe(
      'FAVORITES_IMPORT_UNREADABLE',
    );
    const empty = await xlsxPackage([], []);
    expect(await refusal(readImportFile(empty, 5000))).toBe(
      'FAVORITES_IMPORT_UNREADABLE',
    );
    const headerOnly = await xlsxOf([['Company'], [' ']]);
    expect(await refusal(readImportFile(headerOnly, 5000))).toBe(
      'FAVORITES_IMPORT_NO_ROWS',
    );
  });
});
