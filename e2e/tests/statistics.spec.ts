import { expect, test, type Locator, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { signIn } from '../fixtures/auth';

// SPEC §2, §6: market statistics behind the statistics flag, on for
// full.broker's account and off for pc.broker's (README).

test.use({ viewport: { width: 1366, height: 900 } });

const COVERAGE = /: ([\d,]+) of ([\d,]+) companies \(/;

const figure = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true });

/** The companies the filters keep, from a figure's coverage line. */
async function companiesOf(card: Locator): Promise<number> {
  const line = card.getByText(COVERAGE);
  await expect(line).toBeVisible();
  const [, , companies] = COVERAGE.exec((await line.textContent()) ?? '')!;
  return Number(companies!.replace(/,/g, ''));
}

/** A figure's CSV, downloaded: its file name and rows, header first. */
async function downloadCsv(card: Locator, title: string) {
  const page = card.page();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: `Download CSV of ${title}` }).click();
  const file = await download;
  const chunks = await (await file.createReadStream()).toArray();
  const text = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return {
    name: file.suggestedFilename(),
    rows: parse(text) as string[][],
  };
}

test('should open Analytics, read every figure with its table and coverage, filter by a state and download a CSV', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'full.broker');
  await page.goto('/edge/pc');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Analytics' })
    .click();
  await expect(page).toHaveURL(/\/edge\/statistics\/pc$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Statistics' }),
  ).toBeVisible();

  // Every figure answers: a table, or says it has no data.
  const cards = page.locator('section[data-figure]');
  await expect(cards).toHaveCount(8);
  for (const card of await cards.all()) {
    await expect(
      card.getByRole('table').or(card.getByText('No data for these filters')),
    ).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText(COVERAGE)).toBeVisible();
  }
  const byState = figure(page, 'Companies by state');
  await expect(
    byState.getByRole('table', { name: 'Companies by state' }),
  ).toBeVisible();
  await expect(byState.getByRole('img', { name: /^Chart of / })).toBeVisible();
  const everywhere = await companiesOf(byState);
  expect(everywhere).toBeGreaterThan(0);

  // One state: the address keeps it, and every figure asks for it.
  const asked = page.waitForResponse(
    (r) =>
      r.url().includes('/api/v1/statistics/pc/companies-by-state') &&
      r.url().includes('states=TX'),
  );
  const states = page.getByRole('combobox', { name: 'States' });
  await states.click();
  await states.fill('Texas');
  await page.getByRole('option', { name: /Texas/ }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/[?&]states=TX(&|$)/);
  expect((await asked).status()).toBe(200);
  await expect
    .poll(() => companiesOf(byState), { timeout: 15_000 })
    .toBeLessThan(everywhere);
  const inTexas = await companiesOf(byState);
  expect(inTexas).toBeGreaterThan(0);

  // The CSV is the table on screen, in plain values.
  const table = byState.getByRole('table', { name: 'Companies by state' });
  const headers = await table.getByRole('columnheader').allTextContents();
  const { name, rows } = await downloadCsv(byState, 'Companies by state');
  expect(name).toMatch(
    /^statistics-pc-companies-by-state-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  expect(rows[0]).toEqual(headers);
  expect(rows.length).toBe(await table.getByRole('row').count());
  for (const row of rows.slice(1)) {
    for (const cell of row.slice(1)) expect(cell).not.toMatch(/[$%]|\d[kMB]$/);
  }

  // Back returns to every permitted state; a reload keeps the address.
  await page.goBack();
  await expect(page).not.toHaveURL(/states=/);
  await expect.poll(() => companiesOf(byState)).toBe(everywhere);
  await page.goForward();
  await page.reload();
  await expect(
    page.getByRole('button', { name: 'TX', exact: true }),
  ).toBeVisible();
  await expect.poll(() => companiesOf(byState)).toBe(inTexas);
});

test('should show the Benefits statistics with their tables', async ({
  page,
}) => {
  await signIn(page, 'full.broker');
  await page.goto('/edge/statistics/eb');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Statistics' }),
  ).toBeVisible();
  const cards = page.locator('section[data-figure]');
  await expect(cards).toHaveCount(6);
  const carriers = figure(page, 'Top carriers');
  await expect(
    carriers
      .getByRole('table', { name: 'Top carriers' })
      .or(carriers.getByText('No data for these filters')),
  ).toBeVisible({ timeout: 15_000 });
  await expect(carriers.getByText(COVERAGE)).toBeVisible();
});

test('should refuse the statistics to pc.broker, whose account has the flag off', async ({
  page,
}) => {
  await signIn(page, 'pc.broker');
  await page.goto('/edge/statistics/pc');
  await expect(
    page.getByText('You do not have permission to access this page'),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Statistics' }),
  ).toHaveCount(0);
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Analytics' }),
  ).toHaveCount(0);
  // The server checks the same flag.
  const answer = await page.request.get(
    '/api/v1/statistics/pc/companies-by-state',
  );
  expect(answer.status()).toBe(403);
});
