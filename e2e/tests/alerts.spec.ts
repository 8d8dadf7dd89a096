import { expect, test, type Page } from '@playwright/test';
import {
  badgeText,
  importOshaInspection,
  queueDigestNow,
  startupDelivered,
  uncheckedAlerts,
} from '../fixtures/alerts';
import { signIn } from '../fixtures/auth';
import { outboxFiles, readMessage } from '../fixtures/outbox';

const alertsLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Alerts/ });
const alertsTable = (page: Page) => page.getByRole('table', { name: 'Alerts' });

test.describe('alerts badge', () => {
  const cases: Array<[string, string, 'PC' | 'EB']> = [
    ['pc.broker', '/edge/pc', 'PC'],
    ['full.broker', '/edge/pc', 'PC'],
    ['ent.admin', '/edge/pc', 'PC'],
    ['eb.broker', '/edge/eb', 'EB'],
  ];
  for (const [username, home, application] of cases) {
    test(`should count ${username}'s unchecked alerts`, async ({ page }) => {
      await signIn(page, username);
      await startupDelivered();
      const count = await uncheckedAlerts(page, application);
      // The demo's favorites changed between its two extracts.
      expect(count).toBeGreaterThan(0);
      await page.goto(home);
      await expect(alertsLink(page)).toContainText(badgeText(count));
    });
  }

  test('should show 99+ above 99 and nothing at 0', async ({ page }) => {
    await signIn(page, 'ent.admin');
    await startupDelivered();
    expect(await uncheckedAlerts(page, 'PC')).toBeGreaterThan(99);
    await page.goto('/edge/pc');
    await expect(alertsLink(page)).toContainText('99+');
    await signIn(page, 'agency.user');
    await page.goto('/edge/pc');
    const alerts = page
      .getByRole('banner')
      .getByRole('link', { name: 'Alerts', exact: true });
    await expect(alerts).toBeVisible();
    await expect(alerts).not.toContainText(/\d/);
  });
});

test('should alert a favorite whose company a new import changes, then read and delete it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'pc.broker');
  await startupDelivered();
  const before = await uncheckedAlerts(page, 'PC');
  const { favorites } = await (
    await page.request.get('/api/v1/favorites/5?pageSize=50')
  ).json();
  const company = await (
    await page.request.get(`/api/v1/companies/${favorites[0].muns}`)
  ).json();
  const activityNr = String(900_000_000 + (Date.now() % 99_999_999));
  await importOshaInspection(
    {
      name: company.entity_name,
      address: company.address,
      city: company.city,
      state: company.state,
      zip: company.zip,
    },
    activityNr,
    new Date().toISOString().slice(0, 10),
  );
  // The import brings the server's delivery forward.
  await expect
    .poll(() => uncheckedAlerts(page, 'PC'), { timeout: 30_000 })
    .toBe(before + 1);

  await page.goto('/edge/pc');
  await expect(alertsLink(page)).toContainText(badgeText(before + 1));
  await alertsLink(page).click();
  await expect(page).toHaveURL(/\/edge\/pc\/event_alerts$/);
  const row = alertsTable(page).getByRole('row', {
    name: new RegExp(`OSHA inspection ${activityNr}`),
  });
  await expect(row).toBeVisible();
  await expect(row).toContainText(company.entity_name);
  await expect(row).toContainText('New OSHA Inspection');

  // The details page: what changed and where it came from; opening it
  // reads the company's alerts.
  const companyUnchecked = (
    await (
      await page.request.post('/api/events/alerts/search', {
        data: {
          application: 'PC',
          limit: 0,
          checked: false,
          muns: company.muns,
        },
      })
    ).json()
  ).hits;
  await row.click();
  await expect(page).toHaveURL(/\/edge\/event_alerts_details\//);
  const inspection = page
    .getByRole('listitem')
    .filter({ hasText: `OSHA inspection ${activityNr}` })
    .first();
  await expect(inspection).toContainText('Opened');
  await expect(inspection).toContainText('osha_inspection.csv');
  await expect
    .poll(() => uncheckedAlerts(page, 'PC'))
    .toBe(before + 1 - companyUnchecked);
  await expect(alertsLink(page)).toContainText(
    badgeText(before + 1 - companyUnchecked),
  );

  // Bulk delete, after a confirmation.
  await page.goto('/edge/pc/event_alerts');
  const again = alertsTable(page).getByRole('row', {
    name: new RegExp(`OSHA inspection ${activityNr}`),
  });
  await again.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^Delete selected/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(again).toHaveCount(0);
  const left = await page.request.post('/api/events/alerts/search', {
    data: { application: 'PC', limit: 250, muns: company.muns },
  });
  const items = (await left.json()).items as { summary: string }[];
  expect(items.some((i) => i.summary.includes(activityNr))).toBe(false);
});

test('should page 250 alerts at a time and append the next page', async ({
  page,
}) => {
  await signIn(page, 'ent.admin');
  const total = (
    await (
      await page.request.post('/api/events/alerts/search', {
        data: { application: 'PC', limit: 0 },
      })
    ).json()
  ).hits;
  expect(total).toBeGreaterThan(250);
  await page.goto('/edge/pc/event_alerts');
  const rows = alertsTable(page).locator('tbody tr');
  // The page's first read may share the machine with the server's
  // opportunity scoring run (decision 0045).
  await expect(rows).toHaveCount(250, { timeout: 30_000 });
  await page.getByRole('button', { name: /Load more/ }).click();
  await expect(rows).toHaveCount(Math.min(total, 500));
});

test('should mail the daily digest of new alerts to the outbox', async ({
  page,
}) => {
  await signIn(page, 'eb.broker');
  await startupDelivered();
  expect(await uncheckedAlerts(page, 'EB')).toBeGreaterThan(0);
  // The hourly digest run may already have mailed today's digest, at
  // start-up; otherwise the run queued now does. One a day either way.
  queueDigestNow();
  let mail = '';
  await expect(async () => {
    mail =
      outboxFiles()
        .map(readMessage)
        .find(
          (text) =>
            text.includes('To: eb.broker@demo.edge.local') &&
            text.includes('Subject: Edge alerts:'),
        ) ?? '';
    expect(mail).not.toBe('');
  }).toPass({ timeout: 15_000 });
  expect(mail).toMatch(/Subject: Edge alerts: \d+ new alerts? for \d+ compan/);
  expect(mail).toContain('/edge/event_alerts_details/');
  expect(mail).toContain('/alerts/unsubscribe?token=');
});
