import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/auth';

const WELFARE = 'Welfare (F5500)';
const RETIREMENT = 'Retirement (F5500 SF)';

// SPEC §2: the Prospecting group; SPEC §3: F5500 is Welfare, F5500 SF
// Retirement.
test('should open Health and Welfare and Retirement as the Benefits search with their filing scope', async ({
  page,
}) => {
  await signIn(page, 'full.broker');
  await page.goto('/edge/pc');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, ticked, unticked] of [
    ['Retirement', RETIREMENT, WELFARE],
    ['Health and Welfare', WELFARE, RETIREMENT],
  ] as const) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page, label).toHaveURL(/\/edge\/eb(\?q=[^&]+)?$/);
    await expect(
      page.getByRole('heading', { name: 'Benefits leads' }),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: ticked })).toBeChecked();
    await expect(
      page.getByRole('checkbox', { name: unticked }),
    ).not.toBeChecked();
  }
});
