import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from '../fixtures/auth';
import { readCredentials, restoreCredentials } from '../fixtures/db';
import { nextMessage, outboxFiles } from '../fixtures/outbox';

const lostUsername = (page: Page) =>
  page.getByRole('checkbox', { name: 'Lost Username' });
const lostPassword = (page: Page) =>
  page.getByRole('checkbox', { name: 'Lost Password' });
const usernameField = (page: Page) =>
  page.getByRole('textbox', { name: /user ?name/i });
const emailField = (page: Page) => page.getByLabel('E-mail Address');

test('should follow the checkbox, field and button rules', async ({ page }) => {
  await page.goto('/edge/forgotpassword');
  await expect(emailField(page)).toBeVisible();
  // No box ticked: no submit button, no username field.
  await expect(page.getByRole('button', { name: /^Send/ })).toHaveCount(0);
  await expect(usernameField(page)).toHaveCount(0);

  await lostUsername(page).check();
  await expect(
    page.getByRole('button', { name: 'Send Username' }),
  ).toBeVisible();
  await expect(usernameField(page)).toHaveCount(0);
  const usernameHelp = await page.getByTestId('forgot-help').innerText();

  await lostUsername(page).uncheck();
  await lostPassword(page).check();
  await expect(
    page.getByRole('button', { name: 'Send Password' }),
  ).toBeVisible();
  await expect(usernameField(page)).toBeVisible();
  const passwordHelp = await page.getByTestId('forgot-help').innerText();
  expect(passwordHelp).not.toEqual(usernameHelp);

  // Both ticked: the username field hides again.
  await lostUsername(page).check();
  await expect(usernameField(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Send/ })).toBeVisible();

  await lostUsername(page).uncheck();
  await lostPassword(page).uncheck();
  await expect(page.getByRole('button', { name: /^Send/ })).toHaveCount(0);
});

test('should mail the user name and answer the same for an unknown address', async ({
  page,
}) => {
  await page.goto('/edge/forgotpassword');
  await lostUsername(page).check();
  await emailField(page).fill('nobody@nowhere.example');
  await page.getByRole('button', { name: 'Send Username' }).click();
  const snackbar = page.getByRole('alert').filter({ hasText: /e-mail/i });
  await expect(snackbar).toBeVisible();
  const unknownAnswer = await snackbar.innerText();
  await expect(snackbar).toBeHidden({ timeout: 6_000 });

  const before = outboxFiles();
  await emailField(page).fill('agency.owner@demo.edge.local');
  await page.getByRole('button', { name: 'Send Username' }).click();
  await expect(snackbar).toHaveText(unknownAnswer);
  expect(await nextMessage(before)).toContain('agency.owner');
});

test('should reset the password through the mailed single-use link', async ({
  page,
}) => {
  const newPassword = 'Harbor-Light-2031';
  // The demo password is put back afterwards, for the other journeys.
  const saved = readCredentials('corp.admin');
  try {
    await resetThroughLink(page, newPassword);
  } finally {
    restoreCredentials('corp.admin', saved);
  }
});

async function resetThroughLink(page: Page, newPassword: string) {
  const before = outboxFiles();
  await page.goto('/edge/forgotpassword');
  await lostPassword(page).check();
  await usernameField(page).fill('corp.admin');
  await emailField(page).fill('corp.admin@demo.edge.local');
  await page.getByRole('button', { name: 'Send Password' }).click();
  const mail = await nextMessage(before);
  const link = /https?:\/\/\S+\/edge\/reset-password\?token=[\w-]+/.exec(mail);
  expect(link, 'reset link in the message').not.toBeNull();

  await page.goto(link![0]);
  const password = page.getByLabel('New password', { exact: true });
  await password.fill('short');
  await page.getByRole('button', { name: /set password/i }).click();
  await expect(page.getByText(/at least 10 characters/i)).toBeVisible();
  await expect(password).toHaveValue('short');
  // A common password with digits added is refused; the link still works.
  await password.fill('Password2026!');
  await page.getByRole('button', { name: /set password/i }).click();
  await expect(page.getByText(/common or breached/)).toBeVisible();
  await expect(password).toHaveValue('Password2026!');
  await password.fill(newPassword);
  await page.getByRole('button', { name: /set password/i }).click();
  await expect(page.getByText(/password has been changed/i)).toBeVisible();

  await signInThroughForm(page, 'corp.admin', 'Broker2026!');
  await expect(
    page.getByText('Incorrect Username/Password. Please try again.'),
  ).toBeVisible();
  await signInThroughForm(page, 'corp.admin', newPassword);
  await expect(page).toHaveURL(/\/edge\/pc$/);

  // The link works once only.
  await page.goto(link![0]);
  await page
    .getByLabel('New password', { exact: true })
    .fill('Another-Harbor-2032');
  await page.getByRole('button', { name: /set password/i }).click();
  await expect(page.getByText(/not valid or has expired/i)).toBeVisible();
}
