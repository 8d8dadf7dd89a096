import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../fixtures/auth';

const toNumber = (text: string | null) =>
  Number((text ?? '').replace(/[^\d]/g, ''));

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const brokersTable = (page: Page) =>
  page.getByRole('table', { name: 'Brokers' });

/** The total the list names ('1,234 brokers'), once it has settled. */
async function listedTotal(page: Page): Promise<number> {
  const title = page.getByRole('heading', {
    level: 2,
    name: /^[\d,]+ brokers?$/,
  });
  await expect(title).toBeVisible();
  await expect(page.getByRole('region', { name: /brokers?$/ })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  return toNumber(await title.textContent());
}

/** Broker names of the table's rows. */
async function names(page: Page): Promise<string[]> {
  const links = brokersTable(page).locator('tbody tr th a');
  await expect(links.first()).toBeVisible();
  return links.allTextContents();
}

/** One column of the table's rows, as shown. */
async function column(page: Page, index: number): Promise<string[]> {
  const rows = brokersTable(page).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll(
    (all, i) => all.map((row) => row.children[i]?.textContent ?? ''),
    index,
  );
}

// EB broker search (SPEC §1) as eb.broker (H-W in CA, OR, WA, NV): switch
// mode, filter, sort, open a profile and come back to the same list.
test('should find brokers by name and book size, open one and come back', async ({
  page,
}) => {
  await signIn(page, 'eb.broker');
  await page.goto('/edge/eb');

  let total = 0;
  await test.step('switch to broker mode and read the list', async () => {
    await page.getByRole('tab', { name: 'Brokers' }).click();
    await expect(page).toHaveURL(/\/edge\/eb\?mode=brokers$/);
    total = await listedTotal(page);
    const answer = await page.request.get('/api/v1/brokers?pageSize=5');
    expect(answer.status()).toBe(200);
    expect(total).toBe(((await answer.json()) as { total: number }).total);
    expect(total).toBeGreaterThan(1);
  });

  let word = '';
  let filtered = 0;
  await test.step('filter by a book size and part of a name', async () => {
    // The box follows the address, a moment after the click.
    const local25 = page.getByRole('checkbox', { name: '1-25 clients' });
    await local25.click();
    await expect(local25).toBeChecked();
    await expect(page).toHaveURL(/broker_bins=local/);
    const local = await listedTotal(page);
    expect(local).toBeLessThan(total);
    const [firstName] = await names(page);
    word = firstName!.split(/\s+/)[0]!.slice(0, 5).toLowerCase();
    await page.getByRole('textbox', { name: 'Broker name' }).fill(word);
    await expect(page).toHaveURL(/broker_name=/);
    // The list is the filtered one once no row lacks the word.
    await expect(
      brokersTable(page)
        .locator('tbody tr th a')
        .filter({ hasNotText: new RegExp(escapeRegExp(word), 'i') }),
    ).toHaveCount(0);
    filtered = await listedTotal(page);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThanOrEqual(local);
    for (const name of await names(page)) {
      expect(name.toLowerCase()).toContain(word);
    }
    for (const clients of await column(page, 4)) {
      expect(toNumber(clients)).toBeLessThanOrEqual(25);
    }
  });

  await test.step('sort by clients, fewest first', async () => {
    const header = brokersTable(page).getByRole('columnheader', {
      name: 'Clients',
    });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/broker_sort=clients\.asc/);
    await listedTotal(page);
    const clients = (await column(page, 4)).map(toNumber);
    expect(clients).toEqual([...clients].sort((a, b) => a - b));
  });

  let opened = '';
  await test.step('open a broker profile', async () => {
    const link = brokersTable(page)
      .locator('tbody tr')
      .first()
      .getByRole('link');
    opened = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/edge\/eb\/broker\/B\w+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: opened }),
    ).toBeVisible();
  });

  await test.step('go back and find the filters kept', async () => {
    await page.goBack();
    await expect(page).toHaveURL(/mode=brokers/);
    await expect(page.getByRole('tab', { name: 'Brokers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      page.getByRole('textbox', { name: 'Broker name' }),
    ).toHaveValue(word);
    await expect(
      page.getByRole('checkbox', { name: '1-25 clients' }),
    ).toBeChecked();
    await expect(
      brokersTable(page).getByRole('columnheader', { name: 'Clients' }),
    ).toHaveAttribute('aria-sort', 'ascending');
    expect(await listedTotal(page)).toBe(filtered);
    expect((await names(page))[0]).toBe(opened);
  });
});
