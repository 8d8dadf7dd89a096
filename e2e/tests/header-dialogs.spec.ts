import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../fixtures/auth';
import { clearExports, insertExports, setExportStatus } from '../fixtures/db';

async function openToolsItem(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Tools', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('should show the renewal date and the 60-day notice in Subscription Info', async ({
  page,
}) => {
  await signIn(page, 'agency.owner');
  const info = await (
    await page.request.get('/api/v1/site/subscriptioninfo')
  ).json();
  const [year, month, day] = String(info.renewal_date).split('-').map(Number);
  await page.goto('/edge/pc');
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Subscription Info' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${month}/${day}/${year}`);
  await expect(dialog).toContainText(/60 days/);
  await dialog.getByRole('button', { name: /close/i }).click();
  await expect(dialog).toBeHidden();
});

test('should show an empty Export History, then rows with their formats, and poll while PROCESSING', async ({
  page,
}) => {
  clearExports('full.broker');
  await signIn(page, 'full.broker');
  await page.goto('/edge/pc');
  await openToolsItem(page, 'Export History');
  const dialog = page.getByRole('dialog', {
    name: 'View Export History (Past 48 Hours)',
  });
  await expect(
    dialog.getByText('There is no export history information.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  const [processing] = insertExports('full.broker', 'pac', [
    {
      report_type: 'Search Results CSV',
      process_status: 'PROCESSING',
      mail_sent: false,
      file_name: 'texas-contractors.csv',
      download_url: null,
      hoursAgo: 0.01,
    },
    {
      report_type: 'Dashboard PDF',
      process_status: 'COMPLETED',
      mail_sent: true,
      file_name: 'acme.pdf',
      download_url: '/api/v1/exports/files/acme.pdf',
      hoursAgo: 2,
    },
    {
      report_type: 'Old CSV',
      process_status: 'COMPLETED',
      mail_sent: true,
      file_name: 'too-old.csv',
      download_url: '/api/v1/exports/files/too-old.csv',
      hoursAgo: 49,
    },
  ]);
  await openToolsItem(page, 'Export History');
  for (const column of [
    'Request Date',
    'Export Type',
    'Process Status',
    'Email Sent',
    'Download Link',
  ]) {
    await expect(
      dialog.getByRole('columnheader', { name: column }),
    ).toBeVisible();
  }
  const rows = dialog.getByRole('row');
  await expect(rows).toHaveCount(3); // header + two rows inside 48 hours
  await expect(dialog).not.toContainText('Old CSV');
  await expect(dialog).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
  await expect(dialog).toContainText('texas-contracto..');
  const pdfLink = dialog.getByRole('link', { name: 'acme.pdf' });
  await expect(pdfLink).toHaveAttribute('target', '_blank');
  await expect(dialog.getByText('PROCESSING')).toBeVisible();

  // SPEC §2: refreshes every 10 s while anything is PROCESSING.
  setExportStatus(processing!, 'COMPLETED');
  await expect(dialog.getByText('PROCESSING')).toBeHidden({
    timeout: 15_000,
  });
  await expect(
    dialog.getByRole('cell', { name: 'COMPLETED' }).first(),
  ).toBeVisible();
  clearExports('full.broker');
});

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('should fit every header control in the screen width and keep the menus usable', async ({
    page,
  }) => {
    await signIn(page, 'ent.admin');
    await page.goto('/edge/pc');
    const header = page.getByRole('banner');
    const controls = [
      header.getByRole('link', { name: 'Edge' }),
      header.getByRole('link', { name: 'Search', exact: true }),
      header.getByRole('link', { name: 'Favorites', exact: true }),
      header.getByRole('button', { name: 'Tools', exact: true }),
      header.getByRole('button', { name: 'Admin', exact: true }),
      header.getByRole('button', { name: 'Account menu' }),
    ];
    for (const control of controls) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(360);
    await openToolsItem(page, 'Export History');
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
