import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from '../fixtures/auth';
import { fullestCompany } from '../fixtures/company-dashboard';

interface StoredNote {
  id: number;
  text: string;
  author: string;
}

const notesUrl = (muns: string) => `/api/v1/companies/${muns}/notes`;

async function storedNotes(
  request: APIRequestContext,
  muns: string,
): Promise<StoredNote[]> {
  const response = await request.get(notesUrl(muns));
  expect(response.status()).toBe(200);
  return ((await response.json()) as { notes: StoredNote[] }).notes;
}

async function clearNotes(request: APIRequestContext, muns: string) {
  for (const note of await storedNotes(request, muns)) {
    const response = await request.delete(`/api/v1/notes/${note.id}`);
    expect(response.status()).toBe(204);
  }
}

// SPEC §4: notes are a report of the dashboard; they are the author's own
// (ARCHITECTURE §5: another user's note is 404).
test('should add, edit and delete a note on the company dashboard', async ({
  page,
  browser,
}) => {
  test.slow();
  const muns = fullestCompany();
  await signIn(page, 'pc.broker');
  await clearNotes(page.request, muns);
  await page.goto(`/edge/results/dashboard/${muns}?module=pc`);
  const list = page.getByRole('list', { name: 'Notes' });

  await test.step('add a note', async () => {
    await expect(
      page.getByText('No notes yet.', { exact: false }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'New note' }).fill('Call the CFO');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Call the CFO');
    await expect(page.getByRole('textbox', { name: 'New note' })).toHaveValue(
      '',
    );
    const [stored] = await storedNotes(page.request, muns);
    expect(stored?.text).toBe('Call the CFO');
    await expect(list).toContainText(stored!.author);
  });

  await test.step('another user can neither see nor change it', async () => {
    const other = await browser.newPage();
    await signIn(other, 'full.broker');
    expect(await storedNotes(other.request, muns)).toEqual([]);
    const [stored] = await storedNotes(page.request, muns);
    const put = await other.request.put(`/api/v1/notes/${stored!.id}`, {
      data: { text: 'Not mine' },
    });
    expect(put.status()).toBe(404);
    await other.close();
  });

  await test.step('edit it in place', async () => {
    await list.getByRole('button', { name: 'Edit' }).click();
    const field = list.getByRole('textbox', { name: 'Edit note' });
    await field.fill('Call the CFO before March');
    await list.getByRole('button', { name: 'Save' }).click();
    await expect(list).toContainText('Call the CFO before March');
    const [stored] = await storedNotes(page.request, muns);
    expect(stored?.text).toBe('Call the CFO before March');
  });

  await test.step('a reload keeps it', async () => {
    await page.reload();
    await expect(list).toContainText('Call the CFO before March');
  });

  await test.step('delete it after confirming', async () => {
    await list.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete note?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(list).toHaveCount(0);
    expect(await storedNotes(page.request, muns)).toEqual([]);
  });
});
