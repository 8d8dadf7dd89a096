import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/auth';

interface Renewal {
  muns: string;
  name: string;
  dueDate: string;
  stage: string | null;
}
interface Calendar {
  renewals: Renewal[];
  companies: number;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const monthOf = (date: string) =>
  `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

// A benefits broker's favorites come up for renewal: the calendar shows
// them month by month and filters by pipeline stage and window.
test('should show the favorites by renewal month and filter them by stage and window', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'eb.broker');
  const read = async (query = '') => {
    const response = await page.request.get(`/api/v1/renewals/eb${query}`);
    expect(response.status()).toBe(200);
    return (await response.json()) as Calendar;
  };
  const all = await read();
  expect(all.renewals.length, 'a demo favorite that renews').toBeGreaterThan(0);
  const chosen = all.renewals.at(-1)!;
  const stagePath = `/api/v1/pipeline/eb/companies/${chosen.muns}`;
  const set = await page.request.put(stagePath, {
    data: { stage: 'quoted', note: 'Renewal calendar check.' },
  });
  expect(set.status()).toBe(200);

  try {
    await test.step('open the calendar from the header', async () => {
      await page.goto('/edge/eb');
      await page.getByRole('link', { name: 'Renewals' }).first().click();
      await expect(page).toHaveURL(/\/edge\/eb\/renewals/);
      await expect(
        page.getByRole('heading', { name: 'Renewal calendar' }),
      ).toBeVisible();
      const month = page.getByRole('region', {
        name: new RegExp(`^${monthOf(chosen.dueDate)} \\(\\d+\\)$`),
      });
      await expect(
        month
          .getByRole('listitem', {
            name: `${chosen.name}: Benefit plan year`,
          })
          .first(),
      ).toBeVisible();
    });

    await test.step('keep the Quoted stage only', async () => {
      await page
        .getByLabel('Pipeline stage', { exact: true })
        .selectOption('quoted');
      await expect(page).toHaveURL(/stage=quoted/);
      const quoted = await read('?stage=quoted');
      const items = page.getByRole('listitem', {
        name: /: Benefit plan year$/,
      });
      await expect(items).toHaveCount(quoted.renewals.length);
      // A company with two plan years has a row in each of their months.
      const item = page
        .getByRole('region', {
          name: new RegExp(`^${monthOf(chosen.dueDate)} `),
        })
        .getByRole('listitem', { name: `${chosen.name}: Benefit plan year` })
        .first();
      await expect(item).toContainText('Quoted');
      await expect(
        item.getByRole('link', { name: chosen.name }),
      ).toHaveAttribute(
        'href',
        `/edge/results/dashboard/${chosen.muns}?module=eb`,
      );
    });

    await test.step('narrow to 60 days and keep the filters on reload', async () => {
      await page.getByRole('button', { name: '60 days' }).click();
      await expect(page).toHaveURL(/window=60/);
      const soon = await read('?stage=quoted&window=60');
      await page.reload();
      await expect(
        page.getByLabel('Pipeline stage', { exact: true }),
      ).toHaveValue('quoted');
      const items = page.getByRole('listitem', {
        name: /: Benefit plan year$/,
      });
      await expect(items).toHaveCount(soon.renewals.length);
    });
  } finally {
    expect((await page.request.delete(stagePath)).status()).toBe(204);
  }
});
