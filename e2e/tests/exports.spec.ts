import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { signIn } from '../fixtures/auth';
import { nextMessage, outboxFiles } from '../fixtures/outbox';
import { firstRowNames, resultsTotal } from '../fixtures/search-journey';

const q = (criteria: object) =>
  `1.${Buffer.from(JSON.stringify(criteria)).toString('base64url')}`;
const TEXAS = q({
  locationSearch: { states: ['TX'] },
  activityDateRange: { minDate: null },
});

test.use({ viewport: { width: 1366, height: 900 } });

/** Starts an export from the results and waits for its finished row. */
async function exportResults(page: Page, format: RegExp, type: string) {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export results' });
  await dialog.getByRole('radio', { name: format }).check();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const history = page.getByRole('dialog', {
    name: 'View Export History (Past 48 Hours)',
  });
  // The newest row of this export type (the list is newest first).
  const row = history.getByRole('row').filter({ hasText: type }).first();
  await expect(row).toContainText(/PROCESSING|COMPLETED/);
  // Export History polls every 10 s while an export is PROCESSING.
  await expect(row).toContainText('COMPLETED', { timeout: 25_000 });
  return { history, row };
}

test('should export the results as CSV and Excel, follow them in Export History and download them', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'full.broker');
  await page.goto(`/edge/results/pc?q=${TEXAS}`);
  const total = await resultsTotal(page);
  const names = await firstRowNames(page, 5);
  expect(total).toBeGreaterThan(5);

  await test.step('CSV: every company of the search, in the table order', async () => {
    const mailsBefore = outboxFiles();
    const { history, row } = await exportResults(
      page,
      /^CSV/,
      'Company List CSV',
    );
    const download = page.waitForEvent('download');
    await row.getByRole('link').click();
    const file = await download;
    const text = (await file.createReadStream())
      .toArray()
      .then((chunks) => Buffer.concat(chunks).toString('utf8'));
    const rows = parse((await text).replace(/^\uFEFF/, '')) as string[][];
    expect(rows).toHaveLength(total + 1);
    expect(rows[0]![0]).toBe('Company');
    expect(rows.slice(1, 6).map((r) => r[0])).toEqual(names);
    const mail = await nextMessage(mailsBefore);
    expect(mail).toContain('/api/v1/exports/');
    await history.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('Excel: the same rows in a workbook', async () => {
    const { row } = await exportResults(
      page,
      /Excel workbook/,
      'Company List Excel',
    );
    const download = page.waitForEvent('download');
    await row.getByRole('link').click();
    const path = await (await download).path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const sheet = workbook.getWorksheet('Export')!;
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getRow(2).getCell(1).text).toBe(names[0]);
  });

  await test.step('Track Exports lists both, with their files', async () => {
    await page.goto('/edge/pc/track_exports');
    const table = page.getByRole('table', { name: 'Your exports' });
    for (const type of ['Company List CSV', 'Company List Excel']) {
      const row = table.getByRole('row').filter({ hasText: type }).first();
      await expect(row).toContainText('Completed');
      await expect(row).toContainText(total.toLocaleString('en-US'));
      await expect(row.getByRole('link')).toHaveAttribute(
        'href',
        /^\/api\/v1\/exports\/\d+\/file$/,
      );
    }
  });
});

test('should not offer exports to a user who may not export', async ({
  page,
}) => {
  await signIn(page, 'pc.broker');
  await page.goto(`/edge/results/pc?q=${TEXAS}`);
  await resultsTotal(page);
  await expect(page.getByRole('button', { name: 'Save search' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Export', exact: true }),
  ).toHaveCount(0);
  const refused = await page.request.post('/api/v1/exports', {
    data: {
      module: 'pc',
      kind: 'results',
      format: 'csv',
      columns: 'shown',
      criteria: {},
    },
  });
  expect(refused.status()).toBe(403);
});
