import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/auth';
import {
  deleteSavedSearch,
  liveCount,
  openSavedSearches,
  resultsTotal,
  saveSearch,
  savedSearchRow,
  storedSearches,
} from '../fixtures/search-journey';

// The benefits plan criteria (docs/decisions/0039): two of them change the
// live count, and a saved search gives them back on the home.
test('should count, save and restore participants and funding filters', async ({
  page,
}) => {
  test.slow();
  const name = `Insured plans of 20+ ${Date.now()}`;
  await signIn(page, 'full.broker');
  await page.goto('/edge/eb');
  const form = page.getByRole('form', { name: 'Benefits search' });

  let count = 0;
  await test.step('set participants and funding: the count follows', async () => {
    const before = await liveCount(page);
    await form.getByRole('button', { name: /Plans and premium/ }).click();
    await form.getByLabel('Participants from').fill('20');
    await expect.poll(() => liveCount(page)).not.toBe(before);
    const withParticipants = await liveCount(page);
    await form.getByRole('checkbox', { name: 'Fully insured' }).check();
    await expect.poll(() => liveCount(page)).not.toBe(withParticipants);
    count = await liveCount(page);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(before);
  });

  await test.step('run and save it', async () => {
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/edge\/results\/eb\?q=/);
    expect(await resultsTotal(page)).toBe(count);
    await saveSearch(page, name);
    const [saved] = (await storedSearches(page.request, 'eb')).filter(
      (s) => s.searchName === name,
    );
    expect(saved?.content.webappSearchCriteria).toMatchObject({
      planSearch: {
        participantsRange: { min: 20, max: null },
        funding: ['fully_insured'],
      },
    });
  });

  await test.step('the saved search names them and restores them', async () => {
    await openSavedSearches(page, 'eb');
    await expect(savedSearchRow(page, name)).toContainText(
      '20+ participants · fully insured',
    );
    await savedSearchRow(page, name)
      .getByRole('link', { name: 'Edit' })
      .click();
    // A section with filters set opens by itself and counts them.
    await expect(
      form.getByRole('button', { name: /Plans and premium.*2 set/ }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(form.getByLabel('Participants from')).toHaveValue('20');
    await expect(
      form.getByRole('checkbox', { name: 'Fully insured' }),
    ).toBeChecked();
    expect(await liveCount(page)).toBe(count);
  });

  await test.step('delete it', async () => {
    await openSavedSearches(page, 'eb');
    await deleteSavedSearch(page, name);
  });
});
