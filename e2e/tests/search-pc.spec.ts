import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/auth';
import {
  deleteSavedSearch,
  editSavedSearch,
  firstRowNames,
  liveCount,
  openAndCloseDetails,
  openSavedSearches,
  pickStates,
  renameSavedSearch,
  resultsTotal,
  saveSearch,
  savedSearchRow,
  sortDescending,
  storedSearches,
  toggleMapAndBack,
} from '../fixtures/search-journey';

// One journey through Commercial Lines as a broker with both modules:
// search, results, saved searches (SPEC §2, §4, §7).
test('should search, save, rename, edit, run and delete a commercial search', async ({
  page,
}) => {
  test.slow();
  const name = `Texas and California builders ${Date.now()}`;
  const renamed = `${name} (renamed)`;
  await signIn(page, 'full.broker');

  let count = 0;
  await test.step('build a search on the home and read its count', async () => {
    await page.goto('/edge/pc');
    const form = page.getByRole('form', { name: 'Commercial lines search' });
    await pickStates(page, 'States', ['Texas', 'California']);
    await form.getByLabel('Employees from').fill('10');
    await form.getByLabel('Employees to').fill('5000');
    await form.getByLabel('Keywords').fill('construction');
    count = await liveCount(page);
    expect(count).toBeGreaterThan(0);
  });

  let total = 0;
  await test.step('run it: the results total is the count', async () => {
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/edge\/results\/pc\?q=/);
    total = await resultsTotal(page);
    expect(total).toBe(count);
  });

  await test.step('sort, map and back, details open and closed', async () => {
    await sortDescending(page, 'Employees', 'employees');
    await toggleMapAndBack(page);
    await openAndCloseDetails(page);
  });

  await test.step('save it from the results', async () => {
    await saveSearch(page, name);
    const stored = await storedSearches(page.request, 'pc');
    expect(stored.map((s) => s.searchName)).toContain(name);
  });

  await test.step('see it in Saved Searches and rename it', async () => {
    await openSavedSearches(page, 'pc');
    await expect(savedSearchRow(page, name)).toContainText(
      'TX, CA · keywords “construction” · 10-5,000 employees',
    );
    await renameSavedSearch(page, name, renamed);
  });

  await test.step('edit it: dirty, clean, then save a change', async () => {
    const matchAll = page.getByRole('switch', { name: 'Match all terms' });
    await editSavedSearch(page, renamed, () => matchAll.click());
    const [saved] = (await storedSearches(page.request, 'pc')).filter(
      (s) => s.searchName === renamed,
    );
    expect(saved?.content.webappSearchCriteria.searchOptions).toEqual({
      matchAllTerms: true,
    });
  });

  let resultsUrl = '';
  let names: string[] = [];
  await test.step('run it again: the same total', async () => {
    await openSavedSearches(page, 'pc');
    await savedSearchRow(page, renamed)
      .getByRole('link', { name: 'Run' })
      .click();
    await expect(page).toHaveURL(/\/edge\/results\/pc\?q=/);
    expect(await resultsTotal(page)).toBe(total);
    resultsUrl = page.url();
    names = await firstRowNames(page);
  });

  await test.step('delete it', async () => {
    await openSavedSearches(page, 'pc');
    await deleteSavedSearch(page, renamed);
    const stored = await storedSearches(page.request, 'pc');
    expect(stored.map((s) => s.searchName)).not.toContain(renamed);
  });

  await test.step('the results page reloads to the same results', async () => {
    await page.goto(resultsUrl);
    await page.reload();
    expect(await resultsTotal(page)).toBe(total);
    expect(await firstRowNames(page)).toEqual(names);
  });
});
