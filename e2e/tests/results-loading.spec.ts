import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../fixtures/auth';
import { resultsTable, resultsTotal } from '../fixtures/search-journey';

const SEARCH = '**/api/v1/search/pnc';

function countSearches(page: Page) {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/search/pnc')) {
      bodies.push(request.postData() ?? '');
    }
  });
  return bodies;
}

test.use({ viewport: { width: 1366, height: 900 } });

test('should search once on opening the results and keep the scroll position after a dashboard', async ({
  page,
}) => {
  await signIn(page, 'pc.broker');
  const searches = countSearches(page);
  await page.goto('/edge/results/pc?size=50');
  await resultsTotal(page);
  await page.waitForTimeout(1500);
  expect(searches).toHaveLength(1);

  const row = resultsTable(page).locator('tbody tr').nth(30);
  await row.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect
    .poll(() => page.evaluate(() => window.scrollY))
    .toBeGreaterThan(600);
  const y = await page.evaluate(() => window.scrollY);
  const expectScrollBack = async () => {
    await resultsTotal(page);
    await expect
      .poll(() => page.evaluate(() => window.scrollY))
      .toBeGreaterThan(y - 5);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(y + 5);
  };
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/edge\/results\/dashboard\//);
  await page.getByRole('link', { name: 'Back to results' }).click();
  await expect(page).toHaveURL(/\/edge\/results\/pc\?size=50$/);
  await expectScrollBack();

  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/edge\/results\/dashboard\//);
  await page.goBack();
  await expectScrollBack();
  expect(searches).toHaveLength(1);
});

test('should say the server is slow after 2 s and let the user stop the retries', async ({
  page,
}) => {
  await signIn(page, 'pc.broker');
  await page.route(SEARCH, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'The service is unavailable.',
        statusCode: 503,
        extraData: {},
        techMessage: 'POST /api/v1/search/pnc 503',
      }),
    }),
  );
  const searches = countSearches(page);
  const started = Date.now();
  await page.goto('/edge/results/pc?size=10');
  const notice = page.getByRole('status').filter({
    hasText: 'The server is slow to answer; retrying…',
  });
  await expect(notice).toBeVisible({ timeout: 8000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  await notice.getByRole('button', { name: 'Stop' }).click();
  const error = page.getByRole('alert').filter({
    hasText: 'The results could not be loaded',
  });
  await expect(error).toContainText('The service is unavailable.');
  const stoppedAt = searches.length;
  await page.waitForTimeout(5000);
  expect(searches).toHaveLength(stoppedAt);

  await page.unroute(SEARCH);
  await error.getByRole('button', { name: 'Try again' }).click();
  expect(await resultsTotal(page)).toBeGreaterThan(0);
});
