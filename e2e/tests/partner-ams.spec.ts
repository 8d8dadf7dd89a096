import { expect, test } from '@playwright/test';
import { companyOfRecords } from '../fixtures/db';
import { PARTNER_SHELL_URL } from '../fixtures/env';
import { signInThroughShell } from '../fixtures/partner-shell';
import { resultsTable, resultsTotal } from '../fixtures/search-journey';

// A partner user's journey (issue: the partner platform): in through the
// shell, a search, a company the agency already holds in its AMS, and the
// dashboard's report of those accounts with their contacts.

interface TruthEntry {
  records: { dataset: string; key: string }[];
}

test('should sign in through the shell, find a company in the AMS and show its accounts with their contacts', async ({
  page,
}) => {
  test.slow();
  const truth = (await (
    await page.request.get(new URL('/__sandbox/truth', PARTNER_SHELL_URL).href)
  ).json()) as { truth: TruthEntry[] };
  // A company Edge holds under a name of words only, as a broker types it.
  const [, company] = truth.truth
    .map((e) => [e, companyOfRecords(e.records)] as const)
    .find(([, c]) => c !== undefined && /^[A-Za-z0-9 ]+$/.test(c.name))!;
  const name = company!.name;

  await signInThroughShell(page, 'partner.broker');
  // The search a broker runs for it: every word of its name, any date.
  const criteria = {
    termsSearch: { name },
    searchOptions: { matchAllTerms: true },
    activityDateRange: { minDate: null },
  };
  const q = `1.${Buffer.from(JSON.stringify(criteria)).toString('base64url')}`;
  await page.goto(`/edge/results/pc?q=${q}`);
  expect(await resultsTotal(page)).toBeGreaterThan(0);

  const row = resultsTable(page)
    .getByRole('row')
    .filter({ hasText: name })
    .first();
  await expect(row.getByText('In your AMS')).toBeVisible({ timeout: 15_000 });
  await row.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${company!.muns}`));

  const report = page.getByRole('region', { name: 'Accounts in your AMS' });
  // Each account with why it matched and its contacts.
  const accounts = report.getByRole('list', { name: 'AMS accounts' });
  await expect(accounts.getByRole('heading').first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    report.getByRole('list', { name: 'Why it matched' }).first(),
  ).toBeVisible();
  const contacts = report.getByRole('list', { name: /^Contacts of / }).first();
  await expect(contacts.getByRole('listitem').first()).toBeVisible();
});
