import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../fixtures/auth';
import { carrierNotLargest } from '../fixtures/db';
import { resultsTable, resultsTotal } from '../fixtures/search-journey';

const q = (criteria: object) =>
  `1.${Buffer.from(JSON.stringify(criteria)).toString('base64url')}`;

const headerTexts = (page: Page) =>
  resultsTable(page)
    .getByRole('columnheader')
    .evaluateAll((all) => all.map((th) => th.textContent?.trim() ?? ''));

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** Whether `inner` lies whole inside `outer` (1 px of rounding allowed). */
async function expectInside(inner: Locator, outer: Locator) {
  const a = await box(inner);
  const b = await box(outer);
  expect(a.x).toBeGreaterThanOrEqual(b.x - 1);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 1);
}

test.use({ viewport: { width: 1366, height: 900 } });

test('should show the key columns at 1366 px, keep the company in view and keep the chosen columns', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'pc.broker');
  await page.goto('/edge/results/pc');
  await resultsTotal(page);
  const region = page.getByRole('region', { name: 'Results table' });
  await test.step('the key columns are in view, no header cut', async () => {
    expect(await headerTexts(page)).toEqual([
      // The tick boxes' column (every user ticks rows).
      '',
      'Company',
      'OSHA violations',
      'WHD back wages',
      'DOT power units',
      'WC expiration',
      'Employees',
      'State',
      'Actions',
    ]);
    const employees = resultsTable(page).getByRole('columnheader', {
      name: 'Employees',
    });
    await employees.getByRole('button').click();
    await expect(employees).toHaveAttribute('aria-sort', 'descending');
    for (const header of await resultsTable(page)
      .getByRole('columnheader')
      .all()) {
      await expectInside(header, region);
    }
    await expectInside(employees.locator('svg'), employees);
  });

  await test.step('choose and order columns, kept on the server', async () => {
    await page.getByRole('button', { name: 'Columns' }).click();
    const dialog = page.getByRole('dialog', { name: 'Columns' });
    // A ticked column moves up among the shown ones: each tick is awaited
    // on screen before the next click.
    for (const name of ['City', 'ZIP', 'Industry', 'Revenue']) {
      const box = dialog.getByRole('checkbox', { name });
      await box.click();
      await expect(box).toBeChecked();
    }
    await dialog.getByRole('button', { name: 'Move Revenue earlier' }).click();
    const state = dialog.getByRole('checkbox', { name: 'State' });
    await state.click();
    await expect(state).not.toBeChecked();
    await page.keyboard.press('Escape');
    const chosen = [
      '',
      'Company',
      'OSHA violations',
      'WHD back wages',
      'DOT power units',
      'WC expiration',
      'Employees',
      'City',
      'ZIP',
      'Revenue',
      'Industry',
      'Actions',
    ];
    expect(await headerTexts(page)).toEqual(chosen);
    const kept = await page.request.get(
      '/api/v1/user/preferences/results-columns/pnc',
    );
    expect((await kept.json()).columns).toEqual([
      'entity_name',
      'osha_violations',
      'whd_back_wages',
      'dot_power_units',
      'wc_expiration_date',
      'employees',
      'city',
      'zip',
      'revenue',
      'industry',
    ]);
    await page.reload();
    await resultsTotal(page);
    expect(await headerTexts(page)).toEqual(chosen);
  });

  await test.step('the company column stays while the table scrolls sideways', async () => {
    const company = resultsTable(page).getByRole('columnheader', {
      name: 'Company',
      exact: true,
    });
    await region.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
    expect(await region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // The tick boxes scroll away; the company sticks to the left edge.
    expect((await box(company)).x).toBeCloseTo((await box(region)).x, 0);
  });

  await page.getByRole('button', { name: 'Columns' }).click();
  await page
    .getByRole('button', { name: 'Back to the default columns' })
    .click();
});

test("should show the carrier a carrier search matched, then '+ N more'", async ({
  page,
}) => {
  const carrier = carrierNotLargest(['CA', 'OR', 'WA', 'NV']);
  await signIn(page, 'eb.broker');
  await page.goto(
    `/edge/results/eb?q=${q({ benefits_carriers_normalized: [carrier] })}&size=50`,
  );
  await resultsTotal(page);
  // The benefits key columns fit at 1366 px too.
  const region = page.getByRole('region', { name: 'Results table' });
  for (const header of await resultsTable(page)
    .getByRole('columnheader')
    .all()) {
    await expectInside(header, region);
  }
  const cells = resultsTable(page)
    .locator('tbody tr')
    // The tick boxes come first: the carriers are the fifth cell.
    .locator('td:nth-child(5)');
  const texts = await cells.allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    expect(text.toLowerCase()).toMatch(
      new RegExp(
        `^${carrier.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\+ \\d+ more)?$`,
      ),
    );
  }
  expect(texts.some((text) => /\+ \d+ more$/.test(text))).toBe(true);
});

test('should open the detail view over the whole phone screen, header too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'full.broker');
  await page.goto('/edge/results/pc');
  await resultsTotal(page);
  const row = resultsTable(page).locator('tbody').getByRole('row').first();
  const name = (await row.getAttribute('aria-label')) ?? '';
  await row.getByRole('cell').nth(1).click();
  const panel = page.getByRole('complementary', { name });
  await expect(panel).toBeVisible();
  // Nothing lies over the panel's top: its close button takes the click.
  const close = panel.getByRole('button', { name: 'Close details' });
  const { x, y, width, height } = await box(close);
  const onTop = await page.evaluate(
    ([cx, cy]) =>
      document
        .elementFromPoint(cx!, cy!)
        ?.closest('button')
        ?.getAttribute('aria-label') ?? null,
    [x + width / 2, y + height / 2],
  );
  expect(onTop).toBe('Close details');
  await close.click();
  await expect(panel).toHaveCount(0);
});
