import { expect, test } from '@playwright/test';
import { signInThroughForm } from '../fixtures/auth';
import { BASE_URL } from '../fixtures/env';

test('should end the older session when the user signs in elsewhere', async ({
  browser,
}) => {
  const first = await browser.newContext({ baseURL: BASE_URL });
  const second = await browser.newContext({ baseURL: BASE_URL });
  const older = await first.newPage();
  const newer = await second.newPage();

  await signInThroughForm(older, 'territory.broker');
  await expect(older).toHaveURL(/\/edge\/pc$/);
  await signInThroughForm(newer, 'territory.broker');
  await expect(newer).toHaveURL(/\/edge\/pc$/);

  // The older browser notices when it comes back to the foreground.
  await older.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(
    older.getByText(
      'Your session has expired or your account was used to log in from another browser.',
    ),
  ).toBeVisible();
  await expect(
    older.getByText('You will be redirected to the login page.'),
  ).toBeVisible();
  const shownAt = Date.now();
  await expect(older).toHaveURL(/\/edge\/pc$/);
  await expect(older).toHaveURL(/\/edge\/login$/, { timeout: 10_000 });
  // SPEC §4: logged out after 4 s, not at once.
  expect(Date.now() - shownAt).toBeGreaterThan(2_500);

  // The newer session is untouched.
  expect((await newer.request.get('/api/v1/auth/ping')).status()).toBe(200);
  await first.close();
  await second.close();
});

test('should end the session on sign-out from the account menu', async ({
  page,
}) => {
  await signInThroughForm(page, 'agency.owner');
  await expect(page).toHaveURL(/\/edge\/pc$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/edge\/login$/);
  expect((await page.request.get('/api/v1/auth/ping')).status()).toBe(401);
});

test('should log out through /edge/logout', async ({ page }) => {
  await signInThroughForm(page, 'agency.owner');
  await expect(page).toHaveURL(/\/edge\/pc$/);
  await page.goto('/edge/logout');
  await expect(page).toHaveURL(/\/edge\/login$/);
  expect((await page.request.get('/api/v1/auth/data')).status()).toBe(401);
});
