import { expect, test, type Page } from '@playwright/test';
import { signIn, signInThroughForm } from '../fixtures/auth';
import { nextMessage, outboxFiles } from '../fixtures/outbox';

const PASSWORD = 'Harbor-Light-2031';

async function openManageUsers(page: Page): Promise<number> {
  await signIn(page, 'ent.admin');
  const me = await (await page.request.get('/api/v1/auth/data')).json();
  await page.goto(`/app/users/ulist/${me.account_id}`);
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  return me.account_id as number;
}

test('should invite a user who signs in through the mailed link, then end their session when disabled', async ({
  page,
  browser,
}) => {
  // Three sign-ins and two password hashes at production cost.
  test.setTimeout(90_000);
  const username = `nina.park${Date.now() % 100000}`;
  const email = `${username}@example.com`;
  await openManageUsers(page);
  const before = outboxFiles();
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await dialog.getByLabel('First name').fill('Nina');
  await dialog.getByLabel('Last name').fill('Park');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('User name').fill(username);
  await dialog.getByLabel('Commercial Lines (PC)').check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('row', { name: new RegExp(username) }),
  ).toBeVisible();

  const mail = await nextMessage(before, email);
  const link =
    /https?:\/\/\S+\/edge\/reset-password\?token=[\w-]+&invite=1/.exec(mail);
  expect(link, 'set-password link in the invitation').not.toBeNull();

  const invitedContext = await browser.newContext();
  const invited = await invitedContext.newPage();
  await invited.goto(link![0]);
  await expect(
    invited.getByRole('heading', { name: 'Welcome to Edge' }),
  ).toBeVisible();
  await invited.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await invited.getByRole('button', { name: /set password/i }).click();
  await expect(invited.getByText(/password has been changed/i)).toBeVisible();
  await signInThroughForm(invited, username, PASSWORD);
  await expect(invited).toHaveURL(/\/edge\/pc$/);

  // The link works once only.
  await invited.goto(link![0]);
  await invited
    .getByLabel('New password', { exact: true })
    .fill('Another-Password-9');
  await invited.getByRole('button', { name: /set password/i }).click();
  await expect(invited.getByText(/not valid or has expired/i)).toBeVisible();
  await invited.goto('/edge/pc');
  await expect(invited).toHaveURL(/\/edge\/pc$/);

  await page
    .getByRole('row', { name: new RegExp(username) })
    .getByRole('button', { name: `Actions for ${username}` })
    .click();
  await page.getByRole('menuitem', { name: 'Disable' }).click();
  const confirm = page.getByRole('dialog', { name: `Disable ${username}?` });
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByRole('row', { name: new RegExp(username) }).getByText('Disabled'),
  ).toBeVisible();

  // Their very next navigation finds no session.
  await invited.goto('/edge/pc/favorites');
  await expect(invited).toHaveURL(/\/edge\/login/);
  await signInThroughForm(invited, username, PASSWORD);
  await expect(
    invited.getByText('Incorrect Username/Password. Please try again.'),
  ).toBeVisible();
  await invitedContext.close();
});

test('should create a group and put a user in it', async ({ page }) => {
  const accountId = await openManageUsers(page);
  const name = `Key Clients ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'New group' }).click();
  await page.getByLabel('Group name').fill(name);
  await page.getByLabel('Group name').press('Enter');
  await page.getByRole('button', { name: `Members of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Members of ${name}` });
  await dialog.getByLabel('Find a user').fill('grace');
  await dialog.getByLabel('Grace Liu (grace.liu)').check();
  await expect(dialog.getByLabel('Grace Liu (grace.liu)')).toBeChecked();
  await dialog.getByRole('button', { name: 'Done' }).click();
  const section = page.getByRole('region', { name: 'Groups' });
  await expect(section.getByText('1 member', { exact: true })).toBeVisible();

  // The change is on the server, not only on screen.
  const account = await (
    await page.request.get(`/api/v1/admin/accounts/${accountId}/users`)
  ).json();
  const group = account.groups.find((g: { name: string }) => g.name === name);
  const grace = account.users.find(
    (u: { username: string }) => u.username === 'grace.liu',
  );
  expect(group.member_ids).toEqual([grace.id]);
});

test('should show the 403 page to an administrator without Manage Users', async ({
  page,
}) => {
  await signIn(page, 'ent.group');
  const me = await (await page.request.get('/api/v1/auth/data')).json();
  await page.goto(`/app/users/ulist/${me.account_id}`);
  await expect(page.getByText('403')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' })).toHaveCount(0);
});
