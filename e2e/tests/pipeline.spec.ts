import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from '../fixtures/auth';
import { topCompany } from '../fixtures/details';

// Each run starts from an empty commercial pipeline.
async function clearPipeline(request: APIRequestContext) {
  const board = await request.get('/api/v1/pipeline/pc');
  expect(board.status()).toBe(200);
  const { companies } = (await board.json()) as {
    companies: { muns: string }[];
  };
  for (const { muns } of companies) {
    const removed = await request.delete(
      `/api/v1/pipeline/pc/companies/${muns}`,
    );
    expect(removed.status()).toBe(204);
  }
}

// A broker sets a company's stage on its dashboard, then works the board.
test('should set a stage on the dashboard, move it on the board by keyboard and filter by stage', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'pc.broker');
  await clearPipeline(page.request);
  const company = await topCompany(page, 'osha_violations');
  const name = company.entity_name;

  await test.step('set the stage Contacted with a note on the dashboard', async () => {
    await page.goto(`/edge/results/dashboard/${company.muns}?module=pc`);
    const form = page.getByRole('form', { name: 'Pipeline stage' });
    await form.getByLabel('Stage', { exact: true }).selectOption('contacted');
    await form.getByLabel('Stage note').fill('Called the owner.');
    await form.getByRole('button', { name: 'Save stage' }).click();
    await expect(page.getByText('Stage saved.')).toBeVisible();
  });

  await test.step('see it on the board', async () => {
    await page.getByRole('link', { name: 'Pipeline' }).first().click();
    await expect(page).toHaveURL(/\/edge\/pc\/pipeline/);
    const contacted = page.getByRole('region', { name: 'Contacted (1)' });
    const card = contacted.getByRole('listitem', { name });
    await expect(card).toContainText('Called the owner.');
    await expect(card.getByRole('link', { name })).toHaveAttribute(
      'href',
      `/edge/results/dashboard/${company.muns}?module=pc`,
    );
  });

  await test.step('move it to Quoted with the keyboard', async () => {
    const move = page.getByLabel(`Move ${name} to stage`);
    await move.focus();
    await page.keyboard.press('ArrowDown');
    const quoted = page.getByRole('region', { name: 'Quoted (1)' });
    await expect(quoted.getByRole('listitem', { name })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Contacted (0)' }),
    ).toBeVisible();
  });

  await test.step('filter the board by stage', async () => {
    await page.getByRole('button', { name: 'Quoted' }).click();
    await expect(page).toHaveURL(/stage=quoted/);
    await expect(
      page.getByRole('region', { name: 'Quoted (1)' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: /^Contacted/ })).toHaveCount(
      0,
    );
    await page.getByRole('button', { name: 'Won' }).click();
    await expect(
      page.getByText('No companies are at the stage Won.'),
    ).toBeVisible();
  });
});
