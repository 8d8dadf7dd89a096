import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/auth';
import {
  column,
  detailsAnswer,
  expectEveryColumnShown,
  money,
  seededRow,
  settledTable,
  sortBy,
  topCompany,
} from '../fixtures/details';

// SPEC §2: the company details pages as pc.broker (PC in every state),
// each for a seeded company that has such data, checked against the API.

interface Inspection {
  activity_nr: string;
  violations: number;
  current_penalty: number;
}
interface Violation {
  activity_nr: string;
  citation_id: string;
}
interface WhdCase {
  case_id: string;
  back_wages: number | null;
}
interface Carrier {
  dot_number: string;
  power_units: number | null;
}
interface Address {
  sources: { label: string }[];
  address: string | null;
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'pc.broker');
});

test('should list a company’s OSHA inspections, sort them and open one’s violations', async ({
  page,
}) => {
  const { muns } = await topCompany(page, 'osha_violations');
  const api = await detailsAnswer<Inspection>(page, muns, 'osha/inspections');
  await page.goto(`/edge/osha-details/${muns}`);
  await expect(
    page.getByRole('heading', { level: 1, name: api.company.entity_name }),
  ).toBeVisible();
  await expect(page.getByText(/^Sources?:$/)).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Company dashboard' }),
  ).toHaveAttribute('href', `/edge/results/dashboard/${muns}?module=pc`);
  const table = await settledTable(page, 'OSHA inspections');
  expect(await table.locator('tbody tr th').allTextContents()).toEqual(
    api.rows.map((r) => r.activity_nr),
  );
  expect(await column(table, 'Current Penalty')).toEqual(
    api.rows.map((r) => money(r.current_penalty)),
  );

  await test.step('sort by violations, the most first', async () => {
    await sortBy(page, table, 'Violations', 'descending');
    await expect(page).toHaveURL(/sort=violations\.desc/);
    const sorted = await detailsAnswer<Inspection>(
      page,
      muns,
      'osha/inspections',
      '?sort=violations.desc',
    );
    expect(await table.locator('tbody tr th').allTextContents()).toEqual(
      sorted.rows.map((r) => r.activity_nr),
    );
  });

  await test.step('open the first inspection’s violations', async () => {
    const first = await table.locator('tbody tr th a').first().textContent();
    await table.locator('tbody tr th a').first().click();
    await expect(page).toHaveURL(
      new RegExp(`/edge/osha-details2/${muns}\\?activity_nr=${first}$`),
    );
    const chip = page.getByRole('button', { name: `Inspection ${first}` });
    await expect(chip).toBeVisible();
    const violations = await settledTable(page, 'OSHA violations');
    const shown = await violations.locator('tbody tr th').allTextContents();
    expect(new Set(shown)).toEqual(new Set([first]));
    // Removing the chip lists every violation of the company again.
    await chip.locator('.MuiChip-deleteIcon').click();
    await expect(page).toHaveURL(new RegExp(`/edge/osha-details2/${muns}$`));
    await expect(chip).toHaveCount(0);
  });
});

test('should page through a company’s OSHA violations', async ({ page }) => {
  const { muns, osha_violations } = await topCompany(page, 'osha_violations');
  expect(osha_violations, 'more violations than a page of 5').toBeGreaterThan(
    5,
  );
  await page.goto(`/edge/osha-details2/${muns}`);
  const table = await settledTable(page, 'OSHA violations');
  const idsOf = async () => {
    const ids = await column(table, 'Citation ID');
    const nrs = await table.locator('tbody tr th').allTextContents();
    return nrs.map((nr, i) => `${nr}:${ids[i]}`);
  };
  const api = await detailsAnswer<Violation>(page, muns, 'osha/violations');
  expect(await idsOf()).toEqual(
    api.rows.map((r) => `${r.activity_nr}:${r.citation_id}`),
  );

  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect(page).toHaveURL(/size=5/);
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0);
  const second = await detailsAnswer<Violation>(
    page,
    muns,
    'osha/violations',
    '?page=1&pageSize=5',
  );
  expect(await idsOf()).toEqual(
    second.rows.map((r) => `${r.activity_nr}:${r.citation_id}`),
  );
  await expect(page.getByText(`6–10 of ${osha_violations}`)).toBeVisible();
});

test('should list a company’s wage-and-hour cases and sort them', async ({
  page,
}) => {
  const { muns } = await topCompany(page, 'whd_back_wages');
  const api = await detailsAnswer<WhdCase>(page, muns, 'whd/cases');
  await page.goto(`/edge/whd-details/${muns}`);
  await expect(
    page.getByRole('heading', { level: 1, name: api.company.entity_name }),
  ).toBeVisible();
  const table = await settledTable(page, 'Wage and hour cases');
  expect(await table.locator('tbody tr th').allTextContents()).toEqual(
    api.rows.map((r) => r.case_id),
  );
  await sortBy(page, table, 'Back Wages', 'descending');
  const sorted = await detailsAnswer<WhdCase>(
    page,
    muns,
    'whd/cases',
    '?sort=back_wages.desc',
  );
  expect(await column(table, 'Back Wages')).toEqual(
    sorted.rows.map((r) => money(r.back_wages)),
  );
});

test('should list a company’s DOT motor carriers', async ({ page }) => {
  const { muns } = await topCompany(page, 'dot_power_units');
  const api = await detailsAnswer<Carrier>(page, muns, 'dot/carriers');
  await page.goto(`/edge/dot-details/${muns}`);
  await expect(
    page.getByRole('heading', { level: 1, name: api.company.entity_name }),
  ).toBeVisible();
  const table = await settledTable(page, 'DOT motor carriers');
  expect(await table.locator('tbody tr th').allTextContents()).toEqual(
    api.rows.map((r) => r.dot_number),
  );
  expect(await column(table, 'Power Units')).toEqual(
    api.rows.map((r) => r.power_units?.toLocaleString('en-US') ?? ''),
  );
  await sortBy(page, table, 'DOT Number', 'descending');
  await expect(page).toHaveURL(/sort=dot_number\.desc/);
});

test('should list every address of a company and sort them', async ({
  page,
}) => {
  const { muns } = await topCompany(page, 'osha_violations');
  const api = await detailsAnswer<Address>(
    page,
    muns,
    'addresses',
    '?module=pc',
  );
  await page.goto(`/edge/alternate-addresses/pc/${muns}`);
  await expect(page.getByText('Main address')).toBeVisible();
  const table = await settledTable(page, 'Addresses');
  expect(await column(table, 'Address')).toEqual(
    api.rows.map((r) => expect.stringContaining(r.address ?? '')),
  );
  await sortBy(page, table, 'Sources', 'ascending');
  const sorted = await detailsAnswer<Address>(
    page,
    muns,
    'addresses',
    '?module=pc&sort=source.asc',
  );
  // Each address once, with every source that gives it.
  const cells = table.locator('tbody tr th');
  await expect(cells).toHaveCount(sorted.rows.length);
  for (const [i, row] of sorted.rows.entries()) {
    const sources = cells.nth(i).getByRole('listitem');
    await expect(sources).toHaveCount(row.sources.length);
    for (const [j, source] of row.sources.entries()) {
      await expect(sources.nth(j)).toContainText(source.label);
    }
  }
});

test('should send the short details paths to their /edge pages', async ({
  page,
}) => {
  const { muns } = await topCompany(page, 'osha_violations');
  for (const [from, to] of [
    [`/osha-details/${muns}`, `/edge/osha-details/${muns}`],
    [`/osha-details2/${muns}`, `/edge/osha-details2/${muns}`],
    [`/whd-details/${muns}`, `/edge/whd-details/${muns}`],
    [`/dot-details/${muns}`, `/edge/dot-details/${muns}`],
    [`/alternate-addresses/${muns}`, `/edge/alternate-addresses/pc/${muns}`],
    [
      `/edge/alternate-addresses/${muns}`,
      `/edge/alternate-addresses/pc/${muns}`,
    ],
  ]) {
    await page.goto(from!);
    await expect(page, `${from} redirects`).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('should show every column of the details tables at 1366 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const pages = [
    ['osha_violations', 'osha-details', 'OSHA inspections'],
    ['whd_back_wages', 'whd-details', 'Wage and hour cases'],
    ['dot_power_units', 'dot-details', 'DOT motor carriers'],
  ] as const;
  for (const [field, path, region] of pages) {
    const { muns } = await topCompany(page, field);
    await page.goto(`/edge/${path}/${muns}`);
    await expectEveryColumnShown(page, region);
  }
  // The broker's clients, with their carrier, as a Benefits user sees them.
  await signIn(page, 'full.broker');
  const { msid } = seededRow<{ msid: string }>(
    'select msid from search_brokers order by client_count desc limit 1',
  );
  await page.goto(`/edge/eb/broker/${msid}`);
  await expectEveryColumnShown(page, 'Clients');
  await expect(
    page.getByRole('table', { name: 'Clients' }).getByRole('columnheader', {
      name: 'Carrier',
    }),
  ).toBeVisible();
});

test('should show no record, not $0, for a company without a wage-and-hour case', async ({
  page,
}) => {
  const { muns } = seededRow<{ muns: string }>(
    `select muns from companies c where state = 'CA' and not exists
      (select 1 from whd_cases w where w.muns = c.muns) order by muns limit 1`,
  );
  await page.goto(`/edge/whd-details/${muns}`);
  await expect(page.getByText('No wage and hour cases')).toBeVisible();
  const totals = page.getByRole('definition').filter({ hasText: '—' });
  await expect(totals).toHaveCount(5);
  for (const value of await totals.all()) {
    await expect(value).toHaveAttribute('title', 'no record in the source');
  }
  await expect(page.getByText('$0')).toHaveCount(0);
});
