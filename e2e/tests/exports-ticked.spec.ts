import { expect, test, type Download, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { signIn } from '../fixtures/auth';
import {
  clearFavorites,
  favoritesTable,
  storedFavorites,
} from '../fixtures/favorites';
import { resultsTable, resultsTotal } from '../fixtures/search-journey';

const TEXAS = `1.${Buffer.from(
  JSON.stringify({
    locationSearch: { states: ['TX'] },
    activityDateRange: { minDate: null },
  }),
).toString('base64url')}`;

test.use({ viewport: { width: 1366, height: 900 } });

/** The rows of a downloaded CSV, header first. */
async function csvOf(download: Download): Promise<string[][]> {
  const chunks = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(chunks).toString('utf8');
  return parse(text.replace(/^\uFEFF/, '')) as string[][];
}

/** How many Commercial Lines exports of a type Export History lists. */
async function historyCount(page: Page, type: string): Promise<number> {
  const response = await page.request.get('/api/v1/user/downloads/pac');
  const { downloads } = (await response.json()) as {
    downloads: { report_type: string }[];
  };
  return downloads.filter((d) => d.report_type === type).length;
}

/** Starts the export in the open dialog and downloads its finished file. */
async function exportAndDownload(page: Page, dialogName: string, type: string) {
  const count = (await historyCount(page, type)) + 1;
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const history = page.getByRole('dialog', {
    name: 'View Export History (Past 48 Hours)',
  });
  const ofType = history.getByRole('row').filter({ hasText: type });
  await expect(ofType).toHaveCount(count);
  const row = ofType.first();
  // Export History polls every 10 s while an export is PROCESSING.
  await expect(row).toContainText('COMPLETED', { timeout: 25_000 });
  const download = page.waitForEvent('download');
  await row.getByRole('link').click();
  const rows = await csvOf(await download);
  await history.getByRole('button', { name: 'Close' }).click();
  return rows;
}

test('should export exactly the rows ticked in the results, across pages', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'full.broker');
  await page.goto(`/edge/results/pc?q=${TEXAS}&size=10`);
  const total = await resultsTotal(page);
  expect(total).toBeGreaterThan(10);
  const rows = resultsTable(page).locator('tbody').getByRole('row');
  const tick = async (index: number) => {
    const row = rows.nth(index);
    const name = (await row.getAttribute('aria-label'))!;
    await row.getByRole('checkbox', { name: `Tick ${name}` }).check();
    return name;
  };
  const ticked = [await tick(0), await tick(2)];
  await page.getByRole('button', { name: /next page/i }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^11–20 of/)).toBeVisible();
  await expect(resultsTable(page)).toHaveAttribute('aria-busy', 'false');
  await expect(rows.first()).not.toHaveAttribute('aria-label', ticked[0]!);
  ticked.push(await tick(1));
  await expect(page.getByText('3 ticked', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export results' });
  await expect(
    dialog.getByRole('radio', { name: 'Ticked rows (3)' }),
  ).toBeChecked();
  await expect(dialog).toContainText('3 companies will be written');
  const file = await exportAndDownload(
    page,
    'Export results',
    'Company List CSV',
  );
  expect(file[0]![0]).toBe('Company');
  // In the table's order: the first page's two, then the second page's.
  expect(file.slice(1).map((r) => r[0])).toEqual(ticked);

  // Other criteria: the ticks are gone.
  await page.goto(`/edge/results/pc?size=10`);
  await resultsTotal(page);
  await expect(page.getByText(/\d+ ticked/)).toHaveCount(0);
});

test('should export the favorites as the list orders them, all or the ticked one', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'full.broker');
  await clearFavorites(page.request);
  const search = await page.request.post('/api/v1/search/pnc', {
    data: { criteria: { locationSearch: { states: ['OH'] } }, pageSize: 5 },
  });
  const hits = (await search.json()).hits as { muns: string }[];
  for (const { muns } of hits.slice(0, 3)) {
    const added = await page.request.post('/api/v1/favorites/5', {
      data: { muns },
    });
    expect(added.ok()).toBe(true);
  }
  await page.goto('/edge/pc/favorites');
  const table = favoritesTable(page);
  await expect(table.locator('tbody').getByRole('row')).toHaveCount(3);
  // The list's order: newest first, as the screen shows it.
  const listed = (await storedFavorites(page.request)).map(
    (f) => f.entity_name,
  );
  const shown = await table
    .locator('tbody')
    .getByRole('row')
    .evaluateAll((all) => all.map((r) => r.getAttribute('aria-label')));
  expect(shown).toEqual(listed);

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export favorites' });
  await expect(
    dialog.getByRole('radio', { name: 'All favorites (3)' }),
  ).toBeChecked();
  const all = await exportAndDownload(
    page,
    'Export favorites',
    'Favorites CSV',
  );
  expect(all[0]![0]).toBe('Company');
  expect(all.slice(1).map((r) => r[0])).toEqual(listed);

  await table.getByRole('checkbox', { name: `Tick ${listed[1]}` }).check();
  await expect(page.getByText('1 ticked')).toBeVisible();
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Export favorites' })
      .getByRole('radio', { name: 'Ticked favorites (1)' }),
  ).toBeChecked();
  const one = await exportAndDownload(
    page,
    'Export favorites',
    'Favorites CSV',
  );
  expect(one.slice(1).map((r) => r[0])).toEqual([listed[1]]);
});

test('should offer no export to a user who may not export, ticking only in the results', async ({
  page,
}) => {
  await signIn(page, 'pc.broker');
  await page.goto(`/edge/results/pc?q=${TEXAS}`);
  await resultsTotal(page);
  // Results rows tick for the bulk actions (bulk-actions.spec.ts), not to
  // export them.
  await expect(resultsTable(page).getByRole('checkbox').first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Export', exact: true }),
  ).toHaveCount(0);
  await page.goto('/edge/pc/favorites');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Favorites' }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: 'Export', exact: true }),
  ).toHaveCount(0);
});
