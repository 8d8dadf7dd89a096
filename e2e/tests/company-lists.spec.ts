import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/auth';
import { resultsTable, resultsTotal } from '../fixtures/search-journey';

// A list made from ticked results by ent.admin, shared to read with
// ent.group of the same account, refused to pc.broker of another.

const TEXAS = `1.${Buffer.from(
  JSON.stringify({
    locationSearch: { states: ['TX'] },
    activityDateRange: { minDate: null },
  }),
).toString('base64url')}`;

test.use({ viewport: { width: 1366, height: 900 } });

test('should make a list from ticked rows, share it to read, and keep it within the account', async ({
  page,
  browser,
}) => {
  test.slow();
  const name = `Texas prospects ${Date.now() % 100000}`;
  await signIn(page, 'ent.admin');
  await page.goto(`/edge/results/pc?q=${TEXAS}&size=10`);
  await resultsTotal(page);
  const rows = resultsTable(page).locator('tbody').getByRole('row');
  const names: string[] = [];
  for (const index of [0, 1]) {
    const row = rows.nth(index);
    const company = (await row.getAttribute('aria-label'))!;
    await row.getByRole('checkbox', { name: `Tick ${company}` }).check();
    names.push(company);
  }

  await test.step('add the ticked rows to a new list', async () => {
    await page.getByRole('button', { name: 'With 2 ticked' }).click();
    await page.getByRole('menuitem', { name: 'Add to a list…' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Add 2 companies to a list',
    });
    await dialog.getByLabel('A new list').check();
    await dialog.getByLabel('List name').fill(name);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText(`2 companies added to ${name}.`)).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  let listId = 0;
  await test.step('share it with a colleague to read', async () => {
    await page.goto('/edge/pc/lists');
    await page
      .getByRole('list', { name: 'Your lists' })
      .getByText(name, { exact: true })
      .click();
    listId = Number(new URL(page.url()).searchParams.get('list'));
    const table = page.getByRole('table', { name: `Companies of ${name}` });
    for (const company of names) {
      await expect(table.getByRole('link', { name: company })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Share ${name}` });
    const colleagues = dialog.getByRole('list', { name: 'Colleagues' });
    await expect(colleagues).toBeVisible();
    // ent.group is the account's PC user; find their row by the username.
    const row = colleagues
      .getByRole('listitem')
      .filter({ hasText: 'ent.group' });
    await row.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Can read' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(`${name} is shared with 1 colleague.`),
    ).toBeVisible();
  });

  await test.step('the colleague reads it, and may not change it', async () => {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
    });
    const colleague = await context.newPage();
    await signIn(colleague, 'ent.group');
    await colleague.goto('/edge/pc/lists');
    await colleague
      .getByRole('list', { name: 'Shared with you' })
      .getByText(name, { exact: true })
      .click();
    const table = colleague.getByRole('table', {
      name: `Companies of ${name}`,
    });
    await expect(table.getByRole('link', { name: names[0]! })).toBeVisible();
    await expect(table.getByRole('button')).toHaveCount(0);
    await expect(
      colleague.getByRole('button', { name: 'Share', exact: true }),
    ).toHaveCount(0);
    const refused = await colleague.request.post(
      `/api/v1/lists/pc/${listId}/companies`,
      { data: { muns: ['X'] } },
    );
    expect(refused.status()).toBe(403);
    expect((await refused.json()).extraData.code).toBe(
      'COMPANY_LIST_READ_ONLY',
    );
    await context.close();
  });

  await test.step('another account gets 404', async () => {
    const context = await browser.newContext();
    const outsider = await context.newPage();
    await signIn(outsider, 'pc.broker');
    const answer = await outsider.request.get(
      `/api/v1/lists/pc/${listId}/companies`,
    );
    expect(answer.status()).toBe(404);
    await context.close();
  });
});
