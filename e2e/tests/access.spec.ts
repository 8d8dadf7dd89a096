import { expect, test } from '@playwright/test';
import { signIn, signInThroughForm } from '../fixtures/auth';

const FORBIDDEN = 'You do not have permission to access this page';

test('should show 403 on /edge/eb to pc.broker with a link to the commercial home', async ({
  page,
}) => {
  await signIn(page, 'pc.broker');
  await page.goto('/edge/eb');
  await expect(page.getByText(FORBIDDEN)).toBeVisible();
  await expect(page.getByText(/switch/i).first()).toBeVisible();
  await page.getByRole('link', { name: /commercial lines/i }).click();
  await expect(page).toHaveURL(/\/edge\/pc$/);
  await expect(
    page.getByRole('heading', { name: /commercial lines leads/i }),
  ).toBeVisible();
});

test('should show 403 on /edge/pc to eb.broker with a link to the benefits home', async ({
  page,
}) => {
  await signIn(page, 'eb.broker');
  await page.goto('/edge/pc');
  await expect(page.getByText(FORBIDDEN)).toBeVisible();
  await page.getByRole('link', { name: /benefits/i }).click();
  await expect(page).toHaveURL(/\/edge\/eb$/);
  await expect(
    page.getByRole('heading', { name: /benefits leads/i }),
  ).toBeVisible();
});

test('should keep commercial-only screens from a benefits-only user', async ({
  page,
}) => {
  await signIn(page, 'eb.broker');
  for (const path of ['/edge/industries', '/edge/location_lookup']) {
    await page.goto(path);
    await expect(page.getByText(FORBIDDEN)).toBeVisible();
  }
  await page.goto('/edge/pc/favorites');
  await expect(page.getByText(FORBIDDEN)).toBeVisible();
});

test('should send a signed-out visitor to sign-in and back to the page asked for', async ({
  page,
}) => {
  await page.goto('/edge/pc/favorites');
  await expect(page).toHaveURL(/\/edge\/login/);
  await page.getByLabel('User Name').fill('agency.user');
  await page.getByLabel('Password', { exact: true }).fill('Broker2026!');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/edge\/pc\/favorites$/);
  await expect(
    page.getByRole('heading', { name: 'Favorites', exact: true }),
  ).toBeVisible();
});

test('should land a user holding both products on the commercial home', async ({
  page,
}) => {
  await signInThroughForm(page, 'ent.admin');
  await expect(page).toHaveURL(/\/edge\/pc$/);
  await page.goto('/edge/eb');
  await expect(
    page.getByRole('heading', { name: /benefits leads/i }),
  ).toBeVisible();
});
