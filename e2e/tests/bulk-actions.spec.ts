import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from '../fixtures/auth';
import {
  clearFavorites,
  favoriteRow,
  openFavorites,
  storedFavorites,
} from '../fixtures/favorites';
import { resultsTable, resultsTotal } from '../fixtures/search-journey';

const TEXAS = `1.${Buffer.from(
  JSON.stringify({
    locationSearch: { states: ['TX'] },
    activityDateRange: { minDate: null },
  }),
).toString('base64url')}`;

interface StoredStage {
  muns: string;
  entity_name: string;
  stage: string;
  note: string;
}

async function storedStages(
  request: APIRequestContext,
): Promise<StoredStage[]> {
  const board = await request.get('/api/v1/pipeline/pc');
  expect(board.status()).toBe(200);
  return ((await board.json()) as { companies: StoredStage[] }).companies;
}

// Each run starts from an empty commercial pipeline.
async function clearPipeline(request: APIRequestContext) {
  for (const { muns } of await storedStages(request)) {
    const removed = await request.delete(
      `/api/v1/pipeline/pc/companies/${muns}`,
    );
    expect(removed.status()).toBe(204);
  }
}

test.describe('wide screen', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  // pc.broker may not export: ticking is for every user now.
  test('should set the stage of three ticked rows, then add them to favorites', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'pc.broker');
    await clearPipeline(page.request);
    await clearFavorites(page.request);
    await page.goto(`/edge/results/pc?q=${TEXAS}&size=10`);
    await resultsTotal(page);
    await expect(
      page.getByRole('button', { name: 'Export', exact: true }),
    ).toHaveCount(0);
    const rows = resultsTable(page).locator('tbody').getByRole('row');
    const names: string[] = [];
    for (const index of [0, 1, 2]) {
      const row = rows.nth(index);
      const name = (await row.getAttribute('aria-label'))!;
      await row.getByRole('checkbox', { name: `Tick ${name}` }).check();
      names.push(name);
    }
    const rowOf = (name: string) =>
      resultsTable(page).getByRole('row', { name, exact: true });
    const actions = page.getByRole('button', { name: 'With 3 ticked' });

    await test.step('set the stage Quoted in bulk', async () => {
      await actions.click();
      await page.getByRole('menuitem', { name: 'Set pipeline stage…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Set pipeline stage' });
      await expect(dialog).toContainText('The stage of 3 companies');
      await dialog.getByLabel('Stage', { exact: true }).selectOption('quoted');
      await dialog.getByLabel('Stage note (optional)').fill('Sent the quote.');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Set 3 companies to Quoted.')).toBeVisible();
      await expect(dialog).toBeHidden();
      for (const name of names) {
        await expect(
          rowOf(name).getByLabel('Pipeline stage: Quoted'),
        ).toBeVisible();
        await expect(
          rowOf(name).getByRole('checkbox', { name: `Tick ${name}` }),
        ).toBeChecked();
      }
      const stored = await storedStages(page.request);
      expect(stored.map((s) => s.entity_name).sort()).toEqual(
        [...names].sort(),
      );
      for (const entry of stored) {
        expect(entry).toMatchObject({
          stage: 'quoted',
          note: 'Sent the quote.',
        });
      }
    });

    await test.step('add them to favorites in bulk', async () => {
      await actions.click();
      await page.getByRole('menuitem', { name: 'Add to favorites' }).click();
      await expect(
        page.getByText('Added 3 companies to favorites.'),
      ).toBeVisible();
      for (const name of names) {
        await expect(
          rowOf(name).getByRole('button', { name: 'Remove from favorites' }),
        ).toBeVisible();
      }
      await expect(actions).toBeVisible();
      const stored = await storedFavorites(page.request);
      expect(stored.map((f) => f.entity_name).sort()).toEqual(
        [...names].sort(),
      );
    });

    await test.step('see them on the favorites page with their stage', async () => {
      await openFavorites(page);
      for (const name of names) {
        const row = favoriteRow(page, name);
        await expect(row).toBeVisible();
        await expect(row.getByLabel('Pipeline stage: Quoted')).toBeVisible();
      }
    });
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('should act on a ticked row at 390 px, by keyboard', async ({
    page,
  }) => {
    await signIn(page, 'pc.broker');
    await clearPipeline(page.request);
    await page.goto(`/edge/results/pc?q=${TEXAS}&size=10`);
    await resultsTotal(page);
    const row = resultsTable(page).locator('tbody').getByRole('row').first();
    const name = (await row.getAttribute('aria-label'))!;
    await row.getByRole('checkbox', { name: `Tick ${name}` }).check();
    const actions = page.getByRole('button', { name: 'With 1 ticked' });
    await expect(actions).toBeInViewport();
    await actions.focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: 'Set pipeline stage…' });
    await expect(item).toBeInViewport();
    // Add to favorites, Add to a list…, then Set pipeline stage….
    await page.keyboard.press('ArrowDown');
    await expect(
      page.getByRole('menuitem', { name: 'Add to a list…' }),
    ).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Set pipeline stage' });
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeInViewport();
    await dialog.getByLabel('Stage', { exact: true }).selectOption('contacted');
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Set 1 company to Contacted.')).toBeVisible();
    await expect(row.getByLabel('Pipeline stage: Contacted')).toBeVisible();
  });
});
