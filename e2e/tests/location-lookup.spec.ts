import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../fixtures/auth';
import { resultsTotal } from '../fixtures/search-journey';

/** The count of companies around the place, once counting has settled. */
async function lookupCount(page: Page): Promise<number> {
  const form = page.getByRole('search', { name: 'Place and distance' });
  await expect(form.getByRole('progressbar', { name: 'Counting' })).toHaveCount(
    0,
  );
  const count = form.getByRole('status', {
    name: 'Companies within the radius',
  });
  await expect(count).toHaveText(/^[\d,]+$/);
  return Number((await count.textContent())!.replace(/,/g, ''));
}

// SPEC §2: Location Lookup, a commercial tool reached from the Tools menu.
test('should count the companies around a place and open the same ones as results', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'pc.broker');
  await page.goto('/edge/pc');
  await page.getByRole('button', { name: 'Tools', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Location Lookup' }).click();
  await expect(page).toHaveURL(/\/edge\/location_lookup$/);
  await expect(
    page.getByRole('heading', { name: 'Choose a place to begin' }),
  ).toBeVisible();

  await page.getByLabel('ZIP code or city').fill('Austin');
  await page.getByRole('option', { name: /^Austin, TX/ }).click();
  await expect(page).toHaveURL(/place=Austin%2C\+TX&lat=[\d.]+&lon=-[\d.]+$/);
  const near = await lookupCount(page);
  expect(near).toBeGreaterThan(0);

  await page.getByRole('button', { name: '25 miles' }).click();
  await expect(page).toHaveURL(/miles=25/);
  await expect(page.getByText('Companies within 25 miles of')).toBeVisible();
  const count = await lookupCount(page);
  expect(count).toBeGreaterThanOrEqual(near);

  const nearest = page.getByRole('list', { name: 'Nearest companies' });
  await expect(nearest.getByRole('listitem')).toHaveCount(Math.min(10, count));
  await expect(
    page.getByRole('region', { name: 'Map view' }).getByText(/on the map/),
  ).toBeVisible();

  await test.step('a reload restores the place and the radius', async () => {
    await page.reload();
    await expect(page.getByLabel('ZIP code or city')).toHaveValue('Austin, TX');
    await expect(
      page.getByRole('button', { name: '25 miles' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(await lookupCount(page)).toBe(count);
  });

  await test.step('the nearest company opens in the details', async () => {
    const first = nearest.getByRole('button').first();
    const label = (await first.getAttribute('aria-label')) ?? '';
    // 'Acme Inc., 0.4 mi away': the name is all before the distance.
    const name = label.replace(/, [\d.]+ mi away$/, '');
    await first.click();
    await expect(page.getByRole('complementary', { name })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await page.getByRole('link', { name: 'Search these companies' }).click();
  await expect(page).toHaveURL(/\/edge\/results\/pc\?q=/);
  expect(await resultsTotal(page)).toBe(count);
});
