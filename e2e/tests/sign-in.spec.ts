import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from '../fixtures/auth';
import { FORM_USERS, MFA_SECRET } from '../fixtures/users';
import { totp } from '../fixtures/totp';

const HEADER_BUTTONS = ['Search', 'Saved Searches', 'Favorites'];

async function menuItems(page: Page, menu: string): Promise<string[]> {
  await page.getByRole('button', { name: menu, exact: true }).click();
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const names = (await items.allInnerTexts()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  return names;
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/edge\/login$/);
}

test.describe('sign-in of every demo user', () => {
  for (const user of FORM_USERS) {
    test(`should land ${user.username} on ${user.landing} with the right header and menus`, async ({
      page,
    }) => {
      await signInThroughForm(page, user.username);
      await expect(page).toHaveURL(new RegExp(`${user.landing}$`));

      const header = page.getByRole('banner');
      for (const name of HEADER_BUTTONS) {
        await expect(
          header.getByRole('link', { name, exact: true }),
        ).toBeVisible();
      }
      await expect(header.getByRole('link', { name: /^Alerts/ })).toBeVisible();

      // Statistics joins the menu once the account's flag is read.
      await expect.poll(() => menuItems(page, 'Tools')).toEqual(user.tools);
      for (const disabled of user.disabledTools ?? []) {
        await page.getByRole('button', { name: 'Tools', exact: true }).click();
        await expect(
          page.getByRole('menuitem', { name: disabled }),
        ).toHaveAttribute('aria-disabled', 'true');
        await page.keyboard.press('Escape');
      }

      if (user.admin.length === 0) {
        await expect(
          page.getByRole('button', { name: 'Admin', exact: true }),
        ).toHaveCount(0);
      } else {
        expect(await menuItems(page, 'Admin')).toEqual(user.admin);
      }

      await signOut(page);
      // The session is gone: a protected page sends the user back to sign-in.
      await page.goto(user.landing);
      await expect(page).toHaveURL(/\/edge\/login$/);
    });
  }
});

test.describe('login form', () => {
  test('should show the spec failure text and keep the typed user name when the password is wrong', async ({
    page,
  }) => {
    await signInThroughForm(page, 'pc.broker', 'not-the-password');
    await expect(
      page.getByText('Incorrect Username/Password. Please try again.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/edge\/login$/);
    await expect(page.getByLabel('User Name')).toHaveValue('pc.broker');
  });

  test('should submit with Enter and link to the forgot form', async ({
    page,
  }) => {
    await page.goto('/edge/login');
    await page.getByRole('link', { name: 'Forgot Login?' }).click();
    await expect(page).toHaveURL(/\/edge\/forgotpassword$/);
    await page.goto('/edge/login');
    await page.getByLabel('User Name').fill('territory.broker');
    await page.getByLabel('Password', { exact: true }).fill('Broker2026!');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/edge\/pc$/);
  });

  // With the right password the form sends partner.broker to the partner
  // shell (partner-sign-in.spec.ts); a wrong one reads as anyone's.
  test('should refuse a partner-platform user with a wrong password as anyone', async ({
    page,
  }) => {
    await signInThroughForm(page, 'partner.broker', 'not-the-password');
    await expect(
      page.getByText('Incorrect Username/Password. Please try again.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/edge\/login$/);
  });

  test('should ask mfa.broker for an authenticator code before the session works', async ({
    page,
  }) => {
    await signInThroughForm(page, 'mfa.broker');
    const code = page.getByLabel(/verification code/i);
    await expect(code).toBeVisible();
    expect((await page.request.get('/api/v1/auth/data')).status()).toBe(401);

    await code.fill('000000');
    await code.press('Enter');
    await expect(page.getByText(/not valid/i)).toBeVisible();

    await code.fill(totp(MFA_SECRET));
    await code.press('Enter');
    await expect(page).toHaveURL(/\/edge\/pc$/);
    expect(await menuItems(page, 'Tools')).toContain('Export History');
  });
});
