import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from '../fixtures/auth';
import {
  readCredentials,
  restoreCredentials,
  type Credentials,
} from '../fixtures/db';
import { totp } from '../fixtures/totp';

// trial.broker's password and two-step sign-in change here; the original
// credentials are put back after, whatever happened, for the other specs.
const USER = 'trial.broker';
const NEW_PASSWORD = 'Harbour-lantern-42';
let saved: Credentials;
// A recovery code shown when two-step sign-in was turned on.
let recovery = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  saved = readCredentials(USER);
});
test.afterAll(() => {
  restoreCredentials(USER, saved);
});

const section = (page: Page, name: string) =>
  page.getByRole('region', { name });

async function signOut(page: Page) {
  await page.goto('/edge/logout');
  await expect(page).toHaveURL(/\/edge\/login/);
}

test('should change the password, then sign in with the new one', async ({
  page,
}) => {
  await signInThroughForm(page, USER);
  await expect(page).toHaveURL(/\/edge\/pc$/);
  await page.goto('/edge/myaccount/pc');
  const password = section(page, 'Password');
  await password.getByLabel(/^Current password/).fill('Broker2026!');
  await password.getByLabel(/^New password[\s*]*$/).fill('password123');
  await password.getByLabel(/^New password again/).fill('password123');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText(/common or breached/)).toBeVisible();

  await password.getByLabel(/^New password[\s*]*$/).fill(NEW_PASSWORD);
  await password.getByLabel(/^New password again/).fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText(/password has been changed/)).toBeVisible();
  // This session stays signed in.
  expect((await page.request.get('/api/v1/auth/data')).status()).toBe(200);

  await signOut(page);
  await signInThroughForm(page, USER);
  await expect(page.getByText(/Incorrect Username\/Password/)).toBeVisible();
  await signInThroughForm(page, USER, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/edge\/pc$/);
});

test('should turn on two-step sign-in with a code of the QR secret, and ask for a code at sign-in', async ({
  page,
}) => {
  await signInThroughForm(page, USER, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/edge\/pc$/);
  await page.goto('/edge/myaccount/pc');
  const twoStep = section(page, 'Two-step sign-in');
  await twoStep
    .getByRole('button', { name: 'Set up two-step sign-in' })
    .click();
  await expect(twoStep.getByRole('img', { name: /QR code/ })).toBeVisible();
  // Shown in groups of four, as a person types it.
  const secret = (await twoStep.getByTestId('mfa-secret').innerText()).replace(
    /\s/g,
    '',
  );
  await twoStep.getByLabel('Code from the app').fill(totp(secret));
  await twoStep.getByRole('button', { name: 'Turn on' }).click();
  const codes = twoStep.getByRole('list', { name: 'Recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  recovery = (await codes.getByRole('listitem').first().innerText()).trim();
  await twoStep.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(twoStep.getByText(/10 unused recovery codes/)).toBeVisible();

  await signOut(page);
  await signInThroughForm(page, USER, NEW_PASSWORD);
  const code = page.getByLabel(/verification code/i);
  await expect(code).toBeVisible();
  // The confirming code's time step is spent: the next one signs in.
  await code.fill(totp(secret, Date.now() + 30_000));
  await code.press('Enter');
  await expect(page).toHaveURL(/\/edge\/pc$/);
});

test('should sign in once with a recovery code instead of a code', async ({
  page,
}) => {
  expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  const code = page.getByLabel(/verification code/i);
  await signInThroughForm(page, USER, NEW_PASSWORD);
  await code.fill(recovery);
  await code.press('Enter');
  await expect(page).toHaveURL(/\/edge\/pc$/);

  await signOut(page);
  await signInThroughForm(page, USER, NEW_PASSWORD);
  await code.fill(recovery);
  await code.press('Enter');
  await expect(page.getByText(/not valid/i)).toBeVisible();
});
