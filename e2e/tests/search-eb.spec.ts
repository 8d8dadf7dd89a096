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

// One journey through Benefits as a broker with both modules: search,
// results, saved searches (SPEC §2, §4, §7).
test('should search, save, rename, edit, run and delete a benefits search', async ({
  page,
}) => {
  test.slow();
  const name = `West Coast health plans ${Date.now()}`;
  const renamed = `${name} (renamed)`;
  await signIn(page, 'full.broker');

  let count = 0;
  await test.step('build a search on the home and read its count', async () => {
    await page.goto('/edge/eb');
    const form = page.getByRole('form', { name: 'Benefits search' });
    await pickStates(page, 'Headquarters states', [
      'California',
      'Oregon',
      'Washington',
    ]);
    await form.getByLabel('Employees from').fill('20');
    await form
      .getByRole('button', { name: /Plans and lines of business/ })
      .click();
    await form.getByRole('checkbox', { name: 'Health', exact: true }).check();
    count = await liveCount(page);
    expect(count).toBeGreaterThan(0);
  });

  let total = 0;
  await test.step('run it: the results total is the count', async () => {
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/edge\/results\/eb\?q=/);
    total = await resultsTotal(page);
    expect(total).toBe(count);
  });

  await test.step('sort, map and back, details open and closed', async () => {
    await sortDescending(page, 'Premium', 'premium');
    await toggleMapAndBack(page);
    await openAndCloseDetails(page);
  });

  await test.step('save it from the results', async () => {
    await saveSearch(page, name);
    const stored = await storedSearches(page.request, 'eb');
    expect(stored.map((s) => s.searchName)).toContain(name);
  });

  await test.step('see it in Saved Searches and rename it', async () => {
    await openSavedSearches(page, 'eb');
    await expect(savedSearchRow(page, name)).toContainText(
      'CA, OR, WA · 20+ employees · Health',
    );
    await renameSavedSearch(page, name, renamed);
  });

  await test.step('edit it: dirty, clean, then save a change', async () => {
    const matchAll = page.getByRole('switch', { name: 'Match all terms' });
    await editSavedSearch(page, renamed, () => matchAll.click());
    const [saved] = (await storedSearches(page.request, 'eb')).filter(
      (s) => s.searchName === renamed,
    );
    expect(saved?.content.webappSearchCriteria.searchOptions).toMatchObject({
      matchAllTerms: true,
    });
  });

  let resultsUrl = '';
  let names: string[] = [];
  await test.step('run it again: the same total', async () => {
    await openSavedSearches(page, 'eb');
    await savedSearchRow(page, renamed)
      .getByRole('link', { name: 'Run' })
      .click();
    await expect(page).toHaveURL(/\/edge\/results\/eb\?q=/);
    expect(await resultsTotal(page)).toBe(total);
    resultsUrl = page.url();
    names = await firstRowNames(page);
  });

  await test.step('delete it', async () => {
    await openSavedSearches(page, 'eb');
    await deleteSavedSearch(page, renamed);
    const stored = await storedSearches(page.request, 'eb');
    expect(stored.map((s) => s.searchName)).not.toContain(renamed);
  });

  await test.step('the results page reloads to the same results', async () => {
    await page.goto(resultsUrl);
    await page.reload();
    expect(await resultsTotal(page)).toBe(total);
    expect(await firstRowNames(page)).toEqual(names);
  });
});
