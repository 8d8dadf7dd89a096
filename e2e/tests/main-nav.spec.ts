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

// SPEC §4: a user of both modules switches module on a phone too, from the
// navigation drawer (the header has no room for the switch there).
test('should switch module from the navigation drawer at phone width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'full.broker');
  await page.goto('/edge/pc');
  await expect(page.getByRole('navigation', { name: 'Module' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const modules = page.getByRole('navigation', { name: 'Module' });
  await expect(
    modules.getByRole('link', { name: 'Commercial Lines' }),
  ).toHaveAttribute('aria-current', 'page');
  await modules.getByRole('link', { name: 'Benefits leads' }).click();
  await expect(page).toHaveURL(/\/edge\/eb$/);
  await expect(
    page.getByRole('heading', { name: 'Benefits leads' }),
  ).toBeVisible();
  await expect(modules).toBeHidden();
});
