import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../fixtures/auth';
import { liveCount, resultsTotal } from '../fixtures/search-journey';

const toNumber = (text: string | null) =>
  Number((text ?? '').replace(/[^\d]/g, ''));

/** The company count an industry link is described by ('1,234 companies'). */
async function countOf(page: Page, link: Locator): Promise<number> {
  await expect(link).toHaveAccessibleDescription(/^[\d,]+ compan(y|ies)$/);
  const id = await link.getAttribute('aria-describedby');
  return toNumber(await page.locator(`[id="${id}"]`).textContent());
}

// SPEC §2: Industries, a commercial tool reached from the Tools menu.
test('should find an industry, read its count and open exactly those companies', async ({
  page,
}) => {
  await signIn(page, 'pc.broker');
  await page.goto('/edge/pc');
  await page.getByRole('button', { name: 'Tools', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Industries' }).click();
  await expect(page).toHaveURL(/\/edge\/industries$/);
  await expect(
    page.getByRole('heading', { name: 'Industries', exact: true }),
  ).toBeVisible();

  const construction = page.getByRole('link', { name: '23 Construction' });
  expect(await countOf(page, construction)).toBeGreaterThan(0);

  await page.getByLabel('Find an industry').fill('plumbing');
  await expect(page.getByText(/industr(y|ies) match/)).toBeVisible();
  const plumbing = page.getByRole('link', {
    name: '238220 Plumbing, Heating, and Air-Conditioning Contractors',
  });
  const count = await countOf(page, plumbing);
  expect(count).toBeGreaterThan(0);
  // The sector is still on screen, as the path to the match.
  await expect(construction).toBeVisible();
  await expect(
    page.getByRole('link', { name: '31-33 Manufacturing' }),
  ).toHaveCount(0);

  await plumbing.click();
  await expect(page).toHaveURL(/\/edge\/results\/pc\?q=/);
  expect(await resultsTotal(page)).toBe(count);
});

test('should open a sector down to a national industry with the keyboard', async ({
  page,
}) => {
  await signIn(page, 'pc.broker');
  await page.goto('/edge/industries');
  const expand = page.getByRole('button', { name: 'Expand Construction' });
  await expand.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('button', { name: 'Collapse Construction' }),
  ).toHaveAttribute('aria-expanded', 'true');
  const specialty = page.getByRole('link', {
    name: '238 Specialty Trade Contractors',
  });
  await expect(specialty).toBeVisible();
  const count = await countOf(page, specialty);
  await specialty.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/edge\/results\/pc\?q=/);
  expect(await resultsTotal(page)).toBe(count);
});

test('should count the companies the Commercial Lines home counts', async ({
  page,
}) => {
  await signIn(page, 'pc.broker');
  await page.goto('/edge/pc');
  const home = await liveCount(page);
  await page.goto('/edge/industries');
  const summary = page.getByText(/match the Commercial Lines search/);
  await expect(summary).toBeVisible();
  const total = toNumber(await summary.locator('strong').first().textContent());
  expect(total).toBe(home);
  const construction = page.getByRole('link', { name: '23 Construction' });
  const count = await countOf(page, construction);
  await construction.click();
  expect(await resultsTotal(page)).toBe(count);
});

test('should refuse Industries to an account without advanced search, as the server does', async ({
  page,
}) => {
  await signIn(page, 'trial.broker');
  await page.goto('/edge/pc');
  await page.getByRole('button', { name: 'Tools', exact: true }).click();
  await expect(
    page.getByRole('menuitem', { name: 'Industries' }),
  ).toBeDisabled();
  await page.keyboard.press('Escape');
  await page.goto('/edge/industries');
  await expect(
    page.getByText('You do not have permission to access this page'),
  ).toBeVisible();
  await expect(page.getByLabel('Find an industry')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to Commercial Lines' }).click();
  await expect(page).toHaveURL(/\/edge\/pc$/);
  const answer = await page.request.get('/api/v1/industries');
  expect(answer.status()).toBe(403);
});
