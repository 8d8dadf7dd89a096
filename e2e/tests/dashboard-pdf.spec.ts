import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/auth';
import { apiReport, fullestCompany } from '../fixtures/company-dashboard';
import { nextMessage, outboxFiles } from '../fixtures/outbox';
import { readPdf } from '../fixtures/pdf-text';

// The reports' titles are set at 14 pt (dashboard-pdf/pdf-theme.ts).
const TITLE_SIZE = 14;
// The catalog's Commercial Lines reports and those of either module.
const PC_TITLES = [
  'Property',
  'Hazards',
  "Workers' Comp",
  'OSHA',
  'DOT Motor Carrier',
  'Wage and Hour',
  'Contacts',
  'Full Property',
];

test.use({ viewport: { width: 1366, height: 900 } });

test('should export the dashboard as a PDF that names the company and its reports, and open it in a new tab', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'full.broker');
  const muns = fullestCompany();
  const company = await apiReport<{ entity_name: string }>(page.request, muns);
  await page.goto(`/edge/results/dashboard/${muns}?module=pc`);
  await expect(
    page.getByRole('heading', { level: 1, name: company.entity_name }),
  ).toBeVisible();

  const mailsBefore = outboxFiles();
  await page.getByRole('button', { name: 'Dashboard PDF' }).click();
  const history = page.getByRole('dialog', {
    name: 'View Export History (Past 48 Hours)',
  });
  const row = history
    .getByRole('row')
    .filter({ hasText: 'Dashboard PDF' })
    .first();
  // Export History polls every 10 s while an export is PROCESSING.
  await expect(row).toContainText('COMPLETED', { timeout: 25_000 });
  const link = row.getByRole('link');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('title', /^Edge-PC-Dashboard-.+\.pdf$/);

  const href = (await link.getAttribute('href'))!;
  const file = await page.request.get(href);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['content-disposition']).toMatch(/^inline;/);
  const pdf = await readPdf(await file.body());
  expect(pdf.text).toContain(company.entity_name);
  expect(pdf.text).toContain('Commercial Lines dashboard');
  expect(pdf.atSize(TITLE_SIZE)).toEqual(PC_TITLES);
  expect(pdf.text).toContain(`Page ${pdf.pages} of ${pdf.pages}`);

  // SPEC §2: the link opens the PDF in a new tab.
  const popup = page.waitForEvent('popup');
  await link.click();
  const tab = await popup;
  expect(tab.url()).toContain(href);
  await tab.close();

  const mail = await nextMessage(mailsBefore);
  expect(mail).toContain(href);
});

test('should offer no Dashboard PDF to a user who may not export', async ({
  page,
}) => {
  await signIn(page, 'pc.broker');
  const muns = fullestCompany();
  const company = await apiReport<{ entity_name: string }>(page.request, muns);
  await page.goto(`/edge/results/dashboard/${muns}`);
  await expect(
    page.getByRole('heading', { level: 1, name: company.entity_name }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Add to favorites' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dashboard PDF' })).toHaveCount(
    0,
  );
});
