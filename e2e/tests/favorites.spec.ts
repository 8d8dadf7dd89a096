import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/auth';
import {
  clearFavorites,
  companyToMisspell,
  favoriteRow,
  favoritesTable,
  IMPORT_CSV,
  misspelt,
  openFavorites,
  storedFavorites,
} from '../fixtures/favorites';
import { resultsTable, resultsTotal } from '../fixtures/search-journey';

// The seeded companies the import file names (e2e/fixtures).
const IMPORTED = [
  'Gutierrez & Brock Catering Incorporated',
  'Wells Media Associates, Co.',
];

// One journey through favorites as a commercial broker (SPEC §2, §7):
// star from the results, comment, import a file, remove.
test('should add a favorite from the results, comment it, import more and remove it', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'pc.broker');
  await clearFavorites(page.request);

  let name = '';
  await test.step('star the first company of a search', async () => {
    await page.goto('/edge/pc');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/edge\/results\/pc/);
    await resultsTotal(page);
    const row = resultsTable(page).locator('tbody').getByRole('row').first();
    name = (await row.getAttribute('aria-label')) ?? '';
    const star = row.getByRole('button', { name: 'Add to favorites' });
    await star.click();
    await expect(page.getByText(`Added ‘${name}’ to favorites.`)).toBeVisible();
    await expect(
      row.getByRole('button', { name: 'Remove from favorites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    // The row did not open: the click was the star's.
    await expect(page.getByRole('complementary', { name })).toHaveCount(0);
    const stored = await storedFavorites(page.request);
    expect(stored.map((f) => f.entity_name)).toEqual([name]);
  });

  await test.step('see it on the Favorites screen and comment it', async () => {
    await openFavorites(page);
    const row = favoriteRow(page, name);
    await expect(row).toContainText('No comment');
    await row.getByRole('button', { name: `Edit comment on ${name}` }).click();
    const field = row.getByRole('textbox', { name: `Comment on ${name}` });
    await field.fill('Renews in June; ask for the loss runs');
    await field.press('Enter');
    await expect(page.getByText('Comment saved.')).toBeVisible();
    await expect(row).toContainText('Renews in June; ask for the loss runs');
    const [stored] = await storedFavorites(page.request);
    expect(stored?.comment).toBe('Renews in June; ask for the loss runs');
  });

  await test.step('a file without a company column is refused in the dialog', async () => {
    await page.getByRole('button', { name: 'Import favorites' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import favorites' });
    await dialog.getByLabel('File to import').setInputFiles({
      name: 'streets.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Street,City\n1 Main St,Austin\n'),
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'The file has no Company Name, MUNS or EIN column.',
    );
    await expect(dialog).toContainText('streets.csv');
  });

  await test.step('import a CSV and read the summary', async () => {
    const dialog = page.getByRole('dialog', { name: 'Import favorites' });
    await dialog.getByLabel('File to import').setInputFiles(IMPORT_CSV);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const result = page.getByRole('dialog', { name: 'Import finished' });
    const summary = result.getByRole('list', { name: 'Import summary' });
    await expect(summary).toContainText('2 companies added');
    await expect(summary).toContainText('0 already favorites');
    await expect(summary).toContainText('1 row not matched');
    const unmatched = result.getByRole('table', { name: 'Rows not matched' });
    await expect(unmatched.getByRole('row')).toHaveCount(2);
    await expect(unmatched).toContainText('Nowhere Widgets Inc');
    await expect(unmatched).toContainText(
      'No company matches this name and address',
    );
    await result.getByRole('button', { name: 'Done' }).click();
    for (const imported of IMPORTED) {
      await expect(favoriteRow(page, imported)).toBeVisible();
    }
    await expect(favoriteRow(page, IMPORTED[0]!)).toContainText(
      'Caters our client events',
    );
    const stored = await storedFavorites(page.request);
    expect(stored.map((f) => f.entity_name).sort()).toEqual(
      [name, ...IMPORTED].sort(),
    );
  });

  await test.step('remove the starred one', async () => {
    await favoriteRow(page, name)
      .getByRole('button', { name: `Remove ${name} from favorites` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Remove from favorites?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog).toBeHidden();
    await expect(favoriteRow(page, name)).toHaveCount(0);
    await expect(page.getByText('2 favorites')).toBeVisible();
    const stored = await storedFavorites(page.request);
    expect(stored.map((f) => f.entity_name).sort()).toEqual(
      [...IMPORTED].sort(),
    );
  });

  await test.step('the list survives a reload, sorted by name', async () => {
    await page.reload();
    const header = favoritesTable(page).getByRole('columnheader', {
      name: 'Company',
    });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=name\.asc/);
    const rows = favoritesTable(page).locator('tbody').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toHaveAttribute('aria-label', IMPORTED[0]!);
  });
});

test('should offer close matches for a misspelt company and add the one confirmed', async ({
  page,
}) => {
  await signIn(page, 'pc.broker');
  await clearFavorites(page.request);
  const company = companyToMisspell();
  const typed = misspelt(company.name);
  expect(typed).not.toBe(company.name);

  await page.goto('/edge/pc/favorites');
  await page.getByRole('button', { name: 'Import favorites' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import favorites' });
  await dialog.getByLabel('File to import').setInputFiles({
    name: 'clients.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `Company Name,State,Notes\n"${typed}",${company.state},Met at the fair\n`,
    ),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  const result = page.getByRole('dialog', { name: 'Import finished' });
  await expect(
    result.getByRole('list', { name: 'Import summary' }),
  ).toContainText('0 companies added');
  const choices = result.getByRole('radiogroup', {
    name: `Companies for row 2: ${typed}`,
  });
  const confirm = result.getByRole('button', { name: /^Add (\d+ )?chosen/ });
  // Nothing is chosen, so nothing can be added yet.
  await expect(
    choices.getByRole('radio', { name: 'None of these' }),
  ).toBeChecked();
  await expect(confirm).toBeDisabled();

  await choices
    .getByRole('radio', { name: new RegExp(`^${escape(company.name)} `) })
    .first()
    .check();
  await expect(confirm).toHaveText('Add 1 chosen company');
  await confirm.click();
  await expect(result.getByRole('alert')).toContainText(
    '1 company added from the close matches.',
  );
  const stored = await storedFavorites(page.request);
  expect(stored.map((f) => [f.muns, f.comment])).toEqual([
    [company.muns, 'Met at the fair'],
  ]);
  await result.getByRole('button', { name: 'Done' }).click();
  await expect(favoriteRow(page, company.name)).toBeVisible();
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
