import { expect, test, type Request } from '@playwright/test';
import { signInThroughForm } from '../fixtures/auth';
import { BASE_URL } from '../fixtures/env';
import { signInAtShell, signInThroughShell } from '../fixtures/partner-shell';

// Issue 27 part 2 (decision 0036): partner.broker signs in through the
// partner sandbox's shell, never through Edge's login form.
test('should sign in through the shell and send X-Subcomponent on every request', async ({
  page,
}) => {
  const apiRequests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) {
      apiRequests.push(request);
    }
  });
  await signInThroughShell(page, 'partner.broker');
  await expect(page).toHaveURL(/\/edge\/pc$/);
  await expect(
    page.getByRole('button', { name: 'Account menu' }),
  ).toBeVisible();
  await expect(page.getByText('Commercial lines leads').first()).toBeVisible();

  expect(apiRequests.length).toBeGreaterThan(2);
  for (const request of apiRequests) {
    expect(request.headers()['x-subcomponent'], request.url()).toBe('CL');
  }
  // The partner's token stays on the server: nothing in browser storage.
  const stored = await page.evaluate(() =>
    JSON.stringify({ ...localStorage, ...sessionStorage }),
  );
  expect(stored).not.toMatch(/access_token|Bearer/i);
});

test('should send partner.broker from the login form to the shell, and on to Edge', async ({
  page,
}) => {
  await signInThroughForm(page, 'partner.broker');
  await expect(page).toHaveURL(/\/shell\/open-edge/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signInAtShell(page, 'partner.broker');
  await expect(page).toHaveURL(/\/edge\/pc$/, { timeout: 15_000 });
  await expect(
    page.getByRole('button', { name: 'Account menu' }),
  ).toBeVisible();
});

test('should refuse a replayed sign-in address of the shell', async ({
  page,
  browser,
}) => {
  const ssoUrl = await signInThroughShell(page, 'partner.broker');
  const other = await browser.newContext({ baseURL: BASE_URL });
  const replay = await other.newPage();
  await replay.goto(ssoUrl);
  await expect(replay).toHaveURL(/\/edge\/partner\/refused$/);
  await expect(
    replay.getByText('Login to try accessing the page...'),
  ).toBeVisible();
  const data = await replay.request.get('/api/v1/auth/data');
  expect(data.status()).toBe(401);
  await other.close();
});
