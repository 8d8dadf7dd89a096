import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/auth';
import { nextMessage, outboxFiles } from '../fixtures/outbox';
import { companiesOfDataset, supportRequestsOf } from '../fixtures/support';

const OSHA = 'OSHA Enforcement Data: Inspections (DOL)';

// SPEC §2: the main navigation's Support Center, for every user but a
// partner platform's (their sign-in is the partner shell's: the web and
// API tests cover them).
test('should read a help page and the data page from the Support Center link', async ({
  page,
}) => {
  await signIn(page, 'pc.broker');
  await page.goto('/edge/pc');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Support Center' })
    .click();
  await expect(page).toHaveURL(/\/app\/support$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Support Center' }),
  ).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search help' }).fill('zoom');
  const found = page.getByRole('region', { name: /help pages? found/ });
  await found.getByRole('link', { name: 'Keyboard use' }).click();
  await expect(page).toHaveURL(/\/app\/support\/keyboard$/);
  const map = page.getByRole('region', { name: 'The map' });
  await expect(
    map.getByText('Reset the view to the whole result.'),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Support Center' })
    .getByRole('link', { name: 'Data sources' })
    .click();
  const osha = page.getByRole('listitem', { name: OSHA });
  const companies = companiesOfDataset('osha_inspections', 'osha_inspection');
  expect(companies).toBeGreaterThan(0);
  await expect(osha).toContainText(
    `Companies${companies.toLocaleString('en-US')} (`,
  );
  // The newest file's as-of date: the demo's, or today's once the alerts
  // journey has imported an inspection.
  await expect(osha).toContainText(/As of\d{1,2}\/\d{1,2}\/\d{4}Companies/);
  await expect(
    page.getByRole('listitem', { name: 'Form 5500 (DOL EFAST2)' }),
  ).toContainText('Plan year');
});

test('should mail a message to support and show its reference', async ({
  page,
}) => {
  await signIn(page, 'full.broker');
  await page.goto('/app/support/contact');
  await expect(page.getByText('full.broker@demo.edge.local')).toBeVisible();
  const before = outboxFiles();
  await page.getByLabel(/^Subject/).fill('Export stuck in PROCESSING');
  await page
    .getByLabel(/^Message/)
    .fill('My Texas export has been processing for an hour.');
  await page.getByRole('button', { name: 'Send message' }).click();
  const receipt = page.getByRole('status').filter({ hasText: 'reference' });
  await expect(receipt).toContainText(/Message sent: reference SR-\d{6}/);
  const reference = /SR-\d{6}/.exec((await receipt.textContent()) ?? '')![0];

  const mail = await nextMessage(before, 'support@edge-leads.com');
  expect(mail).toContain(`Subject: [${reference}] Export stuck in PROCESSING`);
  expect(mail).toContain('Reply-To: full.broker@demo.edge.local');
  expect(mail).toContain('User name: full.broker');
  expect(mail).toContain('My Texas export has been processing for an hour.');
  expect(supportRequestsOf('full.broker')[0]).toMatchObject({
    id: Number(reference.slice(3)),
    subject: 'Export stuck in PROCESSING',
    status: 'sent',
  });
});

test('should open a legal page from the footer signed out', async ({
  page,
}) => {
  await page.goto('/edge/login');
  await page
    .getByRole('navigation', { name: 'Legal' })
    .getByRole('link', { name: 'Privacy Policy' })
    .click();
  await expect(page).toHaveURL(/\/app\/legal\/privacy$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Privacy Policy' }),
  ).toBeVisible();
  await expect(page.getByText(/^Last updated/)).toBeVisible();
  await expect(page.getByText(/kept for 25 months/)).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Legal pages' })
    .getByRole('link', { name: 'Cookie Usage' })
    .click();
  await expect(page.getByText('edge_session')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    'mailto:support@edge-leads.com',
  );
});
