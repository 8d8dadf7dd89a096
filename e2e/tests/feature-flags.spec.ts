import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from '../fixtures/auth';
import { apiReport, fullestCompany } from '../fixtures/company-dashboard';

test.use({ viewport: { width: 1366, height: 900 } });

/** A page of its own browser context, signed in as `username`. */
async function pageOf(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username);
  return page;
}

/** Opens an account's flags through Admin > Feature Flags, as staff do. */
async function openAccountFlags(staff: Page, account: string) {
  await staff.goto('/edge/pc');
  await staff.getByRole('button', { name: 'Admin', exact: true }).click();
  await staff.getByRole('menuitem', { name: 'Feature Flags' }).click();
  await expect(
    staff.getByRole('heading', { level: 1, name: 'Feature Flags' }),
  ).toBeVisible();
  await staff
    .getByRole('textbox', { name: 'Account name or id' })
    .fill(account.split(' ')[0]!);
  await staff.getByRole('link', { name: account }).click();
  await expect(
    staff.getByRole('heading', { level: 2, name: account }),
  ).toBeVisible();
}

// The switch shows the server's answer: it turns once the change is saved.
async function setSwitch(staff: Page, label: string, isOn: boolean) {
  const toggle = staff.getByRole('switch', { name: label });
  await expect(toggle).toBeChecked({ checked: !isOn });
  await toggle.click();
  await expect(toggle).toBeChecked({ checked: isOn });
}

// Decision 0033: a flag per account, set by internal staff; a user sees a
// change on the next load of the app (its flags are read fresh then).
test("should open Statistics to pc.broker's account once staff turn its flag on", async ({
  browser,
}) => {
  const broker = await pageOf(browser, 'pc.broker');
  await broker.goto('/edge/statistics/pc');
  await expect(
    broker.getByText('You do not have permission to access this page'),
  ).toBeVisible();

  const staff = await pageOf(browser, 'staff.admin');
  await openAccountFlags(staff, 'Summit Risk Partners');
  await setSwitch(staff, 'Statistics', true);
  try {
    await broker.reload();
    await expect(
      broker.getByRole('heading', { level: 1, name: 'Statistics' }),
    ).toBeVisible();
    await expect(
      broker.getByText('You do not have permission to access this page'),
    ).toHaveCount(0);
  } finally {
    // The demo's value: off for pc.broker's account.
    await setSwitch(staff, 'Statistics', false);
  }
  await broker.reload();
  await expect(
    broker.getByText('You do not have permission to access this page'),
  ).toBeVisible();
});

test('should give corp.admin the Dashboard PDF once staff turn it on for the account, and take it back with the default', async ({
  browser,
}) => {
  // Two users' sessions and three dashboard loads.
  test.slow();
  const muns = fullestCompany();
  const admin = await pageOf(browser, 'corp.admin');
  const company = await apiReport<{ entity_name: string }>(admin.request, muns);
  const dashboard = `/edge/results/dashboard/${muns}?module=pc`;
  const title = admin.getByRole('heading', {
    level: 1,
    name: company.entity_name,
  });
  const pdf = admin.getByRole('button', { name: 'Dashboard PDF' });
  // The button waits for the account's answer: a check before it would
  // pass for nothing.
  const flagRead = () =>
    admin.waitForResponse((r) =>
      r.url().includes('/api/ld-variation?flag=dashboard-pdf-export'),
    );
  let read = flagRead();
  await admin.goto(dashboard);
  expect(await (await read).json()).toEqual({ value: false });
  await expect(title).toBeVisible();
  await expect(pdf).toHaveCount(0);

  const staff = await pageOf(browser, 'staff.admin');
  await openAccountFlags(staff, 'Northstar Corporate Risk');
  await setSwitch(staff, 'Dashboard PDF', true);
  await admin.reload();
  await expect(title).toBeVisible();
  await expect(pdf).toBeVisible();

  await staff
    .getByRole('button', { name: 'Use the default for Dashboard PDF' })
    .click();
  await expect(
    staff.getByRole('switch', { name: 'Dashboard PDF' }),
  ).not.toBeChecked();
  read = flagRead();
  await admin.reload();
  expect(await (await read).json()).toEqual({ value: false });
  await expect(title).toBeVisible();
  await expect(pdf).toHaveCount(0);
});
