import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { useTestApp } from '../../testing/test-app';
import { FAVORITE_ERRORS } from './favorites.errors';
import { multipartBody, type UploadFile } from '../../testing/favorites-import';
import {
  hugeStringXlsx,
  manyRowsXlsx,
  understating,
  xlsxPackage,
} from '../../testing/xlsx-package';

const IMPORT = '/api/v1/favorites/import';
const MB = 1024 * 1024;

const refused = (code: keyof typeof FAVORITE_ERRORS) => ({
  statusCode: 400,
  message: FAVORITE_ERRORS[code].message,
  extraData: { code },
  method: 'POST',
  path: IMPORT,
});

// Loose bounds for a busy 2-core CI; docs/security.md has measured figures
// (an answer in a few hundred milliseconds, tens of megabytes).
const MAX_MS = 3000;
const MAX_RSS_GROWTH = 100 * MB;

interface Measured {
  response: LightMyRequestResponse;
  ms: number;
  rssGrowth: number;
}

// The database plays no part in reading a file: one dialect is enough.
describe('POST /api/v1/favorites/import with crafted files', () => {
  const ctx = useTestApp('sqlite');

  // Time and peak memory of the process while the server answers: samples
  // run while the event loop is free, and once more after the answer.
  const measure = async (file: UploadFile): Promise<Measured> => {
    const body = await multipartBody({ productCode: '5' }, file);
    const idle = process.memoryUsage.rss();
    let peak = idle;
    const sample = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 5);
    const start = performance.now();
    const response = await ctx().injectAs('pc.broker', {
      method: 'POST',
      url: IMPORT,
      ...body,
    });
    const ms = performance.now() - start;
    clearInterval(sample);
    peak = Math.max(peak, process.memoryUsage.rss());
    return { response, ms, rssGrowth: peak - idle };
  };

  const expectRefusedCheaply = (
    { response, ms, rssGrowth }: Measured,
    code: keyof typeof FAVORITE_ERRORS,
  ) => {
    expectAppError(response, refused(code));
    expect(ms).toBeLessThan(MAX_MS);
    expect(rssGrowth).toBeLessThan(MAX_RSS_GROWTH);
  };

  let millionRows: Buffer;
  let hugeString: Buffer;
  beforeAll(async () => {
    millionRows = await manyRowsXlsx(1_000_000);
    hugeString = await hugeStringXlsx(256 * MB);
  }, 60_000);

  it('should refuse a million-row workbook from its zip directory', async () => {
    expect(millionRows.length).toBeLessThan(5.5 * MB);
    expectRefusedCheaply(
      await measure({ name: 'rows.xlsx', content: millionRows }),
      'FAVORITES_IMPORT_TOO_LARGE_UNPACKED',
    );
  });

  it('should refuse a workbook with a 256 MB shared string', async () => {
    expect(hugeString.length).toBeLessThan(MB);
    expectRefusedCheaply(
      await measure({ name: 'string.xlsx', content: hugeString }),
      'FAVORITES_IMPORT_TOO_LARGE_UNPACKED',
    );
  });

  it('should refuse a zip whose directory understates what a part unpacks to', async () => {
    const lyingStrings = await hugeStringXlsx(
      256 * MB,
      understating('xl/sharedStrings.xml'),
    );
    expectRefusedCheaply(
      await measure({ name: 'lying.xlsx', content: lyingStrings }),
      'FAVORITES_IMPORT_UNREADABLE',
    );
    const lyingSheet = await manyRowsXlsx(
      1_000_000,
      understating('xl/worksheets/sheet1.xml'),
    );
    expectRefusedCheaply(
      await measure({ name: 'lying.xlsx', content: lyingSheet }),
      'FAVORITES_IMPORT_UNREADABLE',
    );
  });

  it('should stop reading a sheet at the row limit', async () => {
    // 200,000 rows unpack to 10 MB, within the caps: read as a stream.
    const rows = await manyRowsXlsx(200_000);
    expectRefusedCheaply(
      await measure({ name: 'rows.xlsx', content: rows }),
      'FAVORITES_IMPORT_TOO_MANY_ROWS',
    );
  });

  it('should refuse a CSV of far more lines than the row limit, blank or ragged ones too', async () => {
    // Each line narrower than the header costs csv-parse ~50 µs.
    const ragged = `Company,State\n${'\n,\n'.repeat(100_000)}`;
    expectRefusedCheaply(
      await measure({ name: 'ragged.csv', content: Buffer.from(ragged) }),
      'FAVORITES_IMPORT_TOO_MANY_ROWS',
    );
  });

  it('should refuse a table past any real list: a cell in the last column of every row, a megabyte-long header on every unmatched row', async () => {
    const cell = (ref: string, text: string) =>
      `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
    const rows = (header: string) => [
      `<row r="1">${cell('A1', 'Company')}${header}</row>`,
      ...Array.from(
        { length: 5000 },
        (_, i) => `<row r="${i + 2}">${cell(`A${i + 2}`, `Nobody ${i}`)}</row>`,
      ),
    ];
    const wide = await xlsxPackage(rows(cell('XFD1', 'Far right')), []);
    const long = await xlsxPackage(rows(cell('B1', 'H'.repeat(MB))), []);
    for (const content of [wide, long]) {
      expectRefusedCheaply(
        await measure({ name: 'table.xlsx', content }),
        'FAVORITES_IMPORT_TOO_LARGE_UNPACKED',
      );
    }
  });
});
