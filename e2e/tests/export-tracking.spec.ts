import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../fixtures/auth';
import {
  firstRowNames,
  resultsTable,
  resultsTotal,
} from '../fixtures/search-journey';

const q = (criteria: object) =>
  `1.${Buffer.from(JSON.stringify(criteria)).toString('base64url')}`;
const TEXAS_CRITERIA = {
  locationSearch: { states: ['TX'] },
  activityDateRange: { minDate: null },
};
const TEXAS = `/edge/results/pc?q=${q(TEXAS_CRITERIA)}`;

test.use({ viewport: { width: 1366, height: 900 } });

// The day as the marks write it (M/D/YYYY, the browser's time zone).
function today(): string {
  const now = new Date();
  return `${now.getMonth() + 1}/${now.getDate()}/${now.getFullYear()}`;
}

/** Exports the results on screen as CSV and waits for the file. */
async function exportShownResults(page: Page) {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export results' });
  await dialog.getByRole('radio', { name: /^CSV/ }).check();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const history = page.getByRole('dialog', {
    name: 'View Export History (Past 48 Hours)',
  });
  const row = history.getByRole('row').filter({ hasText: 'Company List' });
  // Export History polls every 10 s while an export is PROCESSING.
  await expect(row.first()).toContainText('COMPLETED', { timeout: 25_000 });
  await history.getByRole('button', { name: 'Close' }).click();
}

test('should mark in the results the companies a colleague exported, and list the account’s exports for its administrator', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'ent.group');
  await page.goto(TEXAS);
  await resultsTotal(page);
  const [first] = await firstRowNames(page, 1);
  const row = () =>
    resultsTable(page).getByRole('row', { name: first, exact: true });
  await expect(row()).not.toContainText('Exported');
  await exportShownResults(page);

  await test.step('the exporter and a colleague see the mark', async () => {
    const mark = `Exported ${today()} by G. Okafor`;
    await page.reload();
    await expect(row()).toContainText(mark);
    await signIn(page, 'ent.admin');
    await page.goto(TEXAS);
    await expect(row()).toContainText(mark);
  });

  await test.step('the administrator lists the account’s exports', async () => {
    await page.goto('/edge/pc/track_exports');
    await page.getByRole('button', { name: 'Everyone in my account' }).click();
    const table = page.getByRole('table', { name: 'Exports of your account' });
    const theirs = table.getByRole('row').filter({ hasText: 'Grace Okafor' });
    await expect(theirs.first()).toContainText('TX');
    await expect(theirs.first()).toContainText(
      'Only Grace Okafor can download it.',
    );
    await expect(theirs.first().getByRole('button')).toHaveCount(0);
  });

  await test.step('another account sees no mark', async () => {
    await signIn(page, 'corp.admin');
    await page.goto(TEXAS);
    await resultsTotal(page);
    await expect(row()).toBeVisible();
    await expect(resultsTable(page)).not.toContainText('Exported');
  });
});

test('should show what each export holds and run one again from Track Exports', async ({
  page,
}) => {
  await signIn(page, 'ent.group');
  const created = await page.request.post('/api/v1/exports', {
    data: {
      module: 'pc',
      kind: 'results',
      format: 'xlsx',
      columns: 'shown',
      criteria: TEXAS_CRITERIA,
    },
  });
  expect(created.status()).toBe(202);
  const { id } = (await created.json()) as { id: number };
  await page.goto('/edge/pc/track_exports');
  const table = page.getByRole('table', { name: 'Your exports' });
  const rows = table.locator('tbody').getByRole('row');
  await expect(rows.first()).toContainText('Completed', { timeout: 20_000 });
  await expect(rows.first()).toContainText('Company List Excel');
  await expect(rows.first()).toContainText('TX');
  const before = await rows.count();

  await rows
    .first()
    .getByRole('button', { name: /^Re-run / })
    .click();
  await expect(rows).toHaveCount(before + 1);
  await expect(page.getByText('The export runs again')).toBeVisible();
  const again = rows.first();
  await expect(again).toContainText('Company List Excel');
  await expect(again).toContainText('TX');
  await expect(again).toContainText('Completed', { timeout: 20_000 });
  const list = await page.request.get('/api/v1/exports?module=pc');
  const { exports } = (await list.json()) as {
    exports: { id: number; criteria_summary: string }[];
  };
  expect(exports[0]!.id).toBeGreaterThan(id);
  expect(exports[0]!.criteria_summary).toBe(exports[1]!.criteria_summary);
});
