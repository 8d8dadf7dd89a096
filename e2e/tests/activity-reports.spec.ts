import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn, signInThroughForm } from '../fixtures/auth';
import { apiReport, fullestCompany } from '../fixtures/company-dashboard';
import { pickStates, resultsTotal } from '../fixtures/search-journey';

// The activity log and the admin reports (SPEC §6): what an enterprise
// administrator does shows in the Generic Activity Report and its CSV; the
// group administrator reads their group; a broker gets the 403 page.

const userRow = (page: Page, username: string) =>
  page
    .getByRole('table', { name: 'Activity per user' })
    .getByRole('row')
    .filter({ hasText: username });

// The row's cells: user, sign-ins, searches, company views, exports, last.
async function figuresOf(page: Page, username: string) {
  // The table renders once the report has loaded: wait for the row first.
  await expect(userRow(page, username)).toBeVisible();
  const cells = await userRow(page, username)
    .getByRole('cell')
    .allTextContents();
  return cells.slice(1, 5).map((text) => Number(text.replace(/,/g, '')));
}

// Downloads the report's CSV; answers its file name and its lines.
async function downloadCsv(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  const text = readFileSync((await file.path())!, 'utf8').replace(
    /^\uFEFF/,
    '',
  );
  return { name: file.suggestedFilename(), lines: text.trim().split(/\r\n/) };
}

test('should show an administrator’s sign-in, search and company view in the Generic Activity Report and its CSV', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInThroughForm(page, 'ent.admin');
  await expect(page).toHaveURL(/\/edge\/pc/);

  let before: number[] = [];
  await test.step('the report shows the sign-in', async () => {
    // The log is written off the request path, a moment after the sign-in.
    await expect(async () => {
      await page.goto('/app/actlog/generic');
      await expect(
        page.getByRole('heading', { name: 'Generic Activity Report' }),
      ).toBeVisible();
      await expect(userRow(page, 'ent.admin')).toBeVisible();
      before = await figuresOf(page, 'ent.admin');
      expect(before[0]).toBeGreaterThanOrEqual(1);
    }).toPass({ timeout: 10_000 });
  });

  await test.step('run a search, page it, open a company', async () => {
    await page.goto('/edge/pc');
    await pickStates(page, 'States', ['Texas']);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/edge\/results\/pc\?q=/);
    expect(await resultsTotal(page)).toBeGreaterThan(0);
    const muns = fullestCompany();
    const profile = await apiReport<{ entity_name: string }>(
      page.request,
      muns,
    );
    await page.goto(`/edge/results/dashboard/${muns}?module=pc`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      profile.entity_name,
    );
  });

  await test.step('the report counts one search and one company view more', async () => {
    await expect(async () => {
      await page.goto('/app/actlog/generic');
      const after = await figuresOf(page, 'ent.admin');
      expect(after[1]).toBe(before[1]! + 1);
      expect(after[2]).toBe(before[2]! + 1);
    }).toPass({ timeout: 10_000 });
    await expect(page.getByText(/^Per day, /)).toBeVisible();
  });

  await test.step('its CSV has the same figures', async () => {
    const figures = await figuresOf(page, 'ent.admin');
    const { name, lines } = await downloadCsv(page);
    expect(name).toMatch(
      /^generic-activity-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(lines[0]).toBe(
      'User name,Name,Sign-ins,Searches,Company views,Exports,Last active',
    );
    const row = lines.find((line) => line.startsWith('ent.admin,'))!;
    expect(row.split(',').slice(2, 6).map(Number)).toEqual(figures);
  });
});

test('should show the group administrator the Group Activity Report of their group', async ({
  page,
}) => {
  await signIn(page, 'ent.group');
  await page.goto('/edge/pc');
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Group Activity Report' }).click();
  await expect(page).toHaveURL(/\/app\/actlog\/group\/\d+$/);
  await expect(
    page.getByRole('heading', { name: 'Group Activity Report' }),
  ).toBeVisible();
  await expect(userRow(page, 'ent.group')).toBeVisible();
  expect((await figuresOf(page, 'ent.group'))[0]).toBeGreaterThanOrEqual(1);
});

test('should show a broker the 403 page at the Generic Activity Report, and its API 403', async ({
  page,
}) => {
  await signIn(page, 'pc.broker');
  await page.goto('/app/actlog/generic');
  await expect(
    page.getByText('You do not have permission to access this page'),
  ).toBeVisible();
  const api = await page.request.get('/api/v1/admin/activity/generic');
  expect(api.status()).toBe(403);
});

test('should show the corporate administrator the Activity Report, its log and its CSV', async ({
  page,
}) => {
  await signIn(page, 'corp.admin');
  await page.goto('/edge/pc');
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await page
    .getByRole('menuitem', { name: 'Activity Report', exact: true })
    .click();
  await expect(page).toHaveURL(/\/app\/actlog\/all$/);
  await expect(
    page.getByRole('heading', { name: 'Activity Report', exact: true }),
  ).toBeVisible();
  // The sign-in reaches the log a moment after it happened.
  await expect(async () => {
    await page.reload();
    const log = page.getByRole('table', { name: 'Activity log' });
    await expect(
      log.getByRole('row').filter({ hasText: 'corp.admin' }).first(),
    ).toContainText('Signed in');
  }).toPass({ timeout: 10_000 });
  const signIns = (await figuresOf(page, 'corp.admin'))[0]!;
  expect(signIns).toBeGreaterThanOrEqual(1);
  const { name, lines } = await downloadCsv(page);
  expect(name).toMatch(/^activity-report-.*\.csv$/);
  const row = lines.find((line) => line.startsWith('corp.admin,'))!;
  expect(Number(row.split(',')[2])).toBe(signIns);
});

test('should show the enterprise administrator each group, one group’s users and both CSVs', async ({
  page,
}) => {
  await signIn(page, 'ent.admin');
  await page.goto('/app/actlog/groups');
  await expect(
    page.getByRole('heading', { name: 'Group Reports' }),
  ).toBeVisible();
  const groups = page.getByRole('table', { name: 'Activity per group' });
  for (const group of ['Gulf Coast Producers', 'Midwest Benefits Team']) {
    await expect(groups.getByRole('link', { name: group })).toBeVisible();
  }
  const summary = await downloadCsv(page);
  expect(summary.name).toMatch(/^group-reports-.*\.csv$/);
  expect(summary.lines[0]).toBe(
    'Group,Members,Active users,Sign-ins,Searches,Company views,Exports',
  );
  const midwest = summary.lines.find((line) =>
    line.startsWith('Midwest Benefits Team,'),
  )!;
  expect(Number(midwest.split(',')[1])).toBeGreaterThan(1);

  await groups.getByRole('link', { name: 'Midwest Benefits Team' }).click();
  await expect(page).toHaveURL(/\/app\/actlog\/groups\/\d+/);
  await expect(
    page.getByRole('heading', { name: 'Group Report', exact: true }),
  ).toBeVisible();
  const users = page
    .getByRole('table', { name: 'Activity per user' })
    .locator('tbody tr');
  await expect(users).toHaveCount(Number(midwest.split(',')[1]));
  const members = await downloadCsv(page);
  expect(members.name).toMatch(/^group-report-.*\.csv$/);
  expect(members.lines).toHaveLength(Number(midwest.split(',')[1]) + 1);
  await page.getByRole('link', { name: 'Back to Group Reports' }).click();
  await expect(page).toHaveURL(/\/app\/actlog\/groups(\?|$)/);
});

test('should show the enterprise administrator the Usage Report of seats, active users and modules', async ({
  page,
}) => {
  await signIn(page, 'ent.admin');
  await page.goto('/edge/pc');
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Usage Report' }).click();
  await expect(page).toHaveURL(/\/app\/actlog\/usage$/);
  // Twenty users of the twenty-five seats Meridian bought.
  await expect(page.getByText(/^\d+ of 25$/)).toBeVisible();
  await expect(page.getByText('Active, last 30 days')).toBeVisible();
  await expect(page.getByText('Per week, last 26 weeks')).toBeVisible();
  const modules = page.getByRole('table', {
    name: 'Use per module, last 30 days',
  });
  await expect(modules.getByRole('row', { name: /^Commercial/ })).toBeVisible();
  const { name, lines } = await downloadCsv(page);
  expect(name).toMatch(/^usage-report-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(lines[1]).toMatch(/^Seats used,\d+$/);
  expect(lines[2]).toBe('Seats bought,25');
  expect(lines).toContain('Week starting,Active users,Searches,Exports');
});
