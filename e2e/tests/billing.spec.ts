import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../fixtures/auth';
import { nextMessage, outboxFiles } from '../fixtures/outbox';

const SALES = 'sales@edge-leads.com';

async function openAdminItem(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('should send an upgrade request from the Admin menu and mail it to sales', async ({
  page,
}) => {
  await signIn(page, 'agency.owner');
  await page.goto('/edge/pc');
  await openAdminItem(page, 'Upgrade Subscription');
  await expect(page).toHaveURL(/\/app\/upgrade$/);
  await expect(
    page.getByRole('heading', { name: 'Upgrade Subscription', level: 1 }),
  ).toBeVisible();
  const agency = page.getByRole('article', { name: 'Agency' });
  await expect(agency.getByText('Your plan')).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Enterprise' }).getByText('10 or more'),
  ).toBeVisible();

  const before = outboxFiles();
  // Enterprise with 10 seats is offered; ask for 12 and Benefits too.
  await expect(page.getByRole('radio', { name: 'Enterprise' })).toBeChecked();
  await page.getByLabel('Seats').fill('12');
  await page.getByRole('checkbox', { name: 'Employee Benefits' }).check();
  await page
    .getByLabel('Message to our sales team (optional)')
    .fill('We are opening a Houston office.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you' }),
  ).toContainText(
    'Your request for the Enterprise plan with 12 seats is on its way to our sales team, who will reply to agency.owner@demo.edge.local.',
  );

  const mail = await nextMessage(before, SALES);
  expect(mail).toMatch(
    /Subject: Upgrade request: Bluebonnet Insurance Agency to Enterprise,\s+12\s+seats/,
  );
  expect(mail).toContain('Reply-To: agency.owner@demo.edge.local');
  expect(mail).toContain('Modules: Commercial Lines, Employee Benefits');
  expect(mail).toContain('We are opening a Houston office.');
  // The list reads again, every 3 s, until the mail is sent; on a loaded
  // machine the job that marks it sent may wait behind others.
  const newest = page
    .getByRole('table', { name: 'Your upgrade requests' })
    .getByRole('row')
    .nth(1);
  await expect(newest).toContainText('Enterprise, 12 seats');
  await expect(newest.getByText('Sent', { exact: true })).toBeVisible({
    timeout: 25_000,
  });
});

test('should open the billing page with invoices and the notice from Billing Portal', async ({
  page,
  context,
}) => {
  await signIn(page, 'agency.owner');
  await page.goto('/edge/pc');
  // SPEC §6: Billing Portal opens in a new tab.
  const [portal] = await Promise.all([
    context.waitForEvent('page'),
    openAdminItem(page, 'Billing Portal'),
  ]);
  await expect(portal).toHaveURL(/\/app\/billing$/);
  await expect(
    portal.getByRole('heading', { name: 'Billing', level: 1 }),
  ).toBeVisible();
  await expect(portal.getByText('2 of 5 used')).toBeVisible();
  await expect(
    portal.getByText('Cancelling needs at least 60 days before renewal.'),
  ).toBeVisible();
  const invoices = portal.getByRole('table', { name: 'Invoices' });
  // About nineteen months of monthly invoices, newest first.
  await expect(invoices.getByRole('row')).not.toHaveCount(1);
  expect(await invoices.getByRole('row').count()).toBeGreaterThan(18);
  await expect(invoices.getByText('$475.00').first()).toBeVisible();
  await invoices
    .getByRole('button', { name: /^Invoice INV-/ })
    .last()
    .click();
  const dialog = portal.getByRole('dialog', { name: /^Invoice INV-/ });
  await expect(
    dialog.getByText(
      'Commercial Lines, Agency: 5 seats × $95.00 per seat per month × 1 month',
    ),
  ).toBeVisible();
  await expect(dialog.getByText('Paid', { exact: true })).toBeVisible();
  await portal.close();
});

test('should follow the links of Subscription Info', async ({ page }) => {
  await signIn(page, 'agency.owner');
  await page.goto('/edge/pc');
  await openAdminItem(page, 'Subscription Info');
  const dialog = page.getByRole('dialog', { name: 'Subscription Info' });
  await expect(dialog).toContainText(
    'Cancelling needs at least 60 days before renewal.',
  );
  await dialog.getByRole('link', { name: 'Billing and invoices' }).click();
  await expect(page).toHaveURL(/\/app\/billing$/);
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
  await openAdminItem(page, 'Subscription Info');
  await dialog.getByRole('link', { name: 'Upgrade subscription' }).click();
  await expect(page).toHaveURL(/\/app\/upgrade$/);
  await expect(page.getByRole('article', { name: 'Agency' })).toBeVisible();

  // A user the Admin menu gives neither gets no links, and 403 on the pages.
  await signIn(page, 'agency.user');
  await page.goto('/edge/pc');
  await openAdminItem(page, 'Subscription Info');
  await expect(dialog).toContainText('60 days');
  await expect(dialog.getByRole('link')).toHaveCount(0);
  await page.goto('/app/billing');
  await expect(page.getByText('403')).toBeVisible();
  expect((await page.request.get('/api/v1/site/billingportal')).status()).toBe(
    403,
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('should fit the billing and upgrade pages in the width, with no serious axe violation', async ({
    page,
  }) => {
    await signIn(page, 'agency.owner');
    for (const [path, ready] of [
      ['/app/billing', 'Invoices'],
      ['/app/upgrade', 'Ask for a change'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready })).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(390);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`);
      expect(serious, `axe on ${path}`).toEqual([]);
    }
  });
});
