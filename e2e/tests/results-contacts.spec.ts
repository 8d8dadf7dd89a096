import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../fixtures/auth';
import { resultsTotal } from '../fixtures/search-journey';

interface ContactsAnswer {
  companies: number;
  contacts: number;
  page: {
    entity_name: string;
    contacts: { first_name: string; last_name: string; title: string }[];
  }[];
}

/** The contacts search the page should show, asked of the API directly. */
async function contactsOf(page: Page, body: object): Promise<ContactsAnswer> {
  const response = await page.request.post('/api/v1/search/eb/contacts', {
    data: { criteria: {}, pageSize: 25, ...body },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ContactsAnswer;
}

const headingOf = (answer: ContactsAnswer) =>
  `${answer.contacts.toLocaleString('en-US')} contacts at ${answer.companies.toLocaleString('en-US')} companies`;

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('should find the people of the search by role and title words, keep them on reload, and export them to a CRM', async ({
      page,
    }) => {
      test.slow();
      await signIn(page, 'full.broker');
      await page.goto('/edge/results/eb');
      await resultsTotal(page);
      await page.getByRole('button', { name: 'Contacts' }).click();
      await expect(page).toHaveURL(/view=contacts/);
      const view = page.getByRole('region', { name: 'Contacts' });
      const table = view.getByRole('table', { name: 'Contacts by company' });

      await test.step('every contact, then the benefits people', async () => {
        const all = await contactsOf(page, {});
        await expect(view.getByText(headingOf(all))).toBeVisible();
        await view.getByRole('button', { name: 'Benefits' }).click();
        await expect(page).toHaveURL(/roles=benefits/);
        const benefits = await contactsOf(page, { roles: ['benefits'] });
        expect(benefits.contacts).toBeGreaterThan(0);
        expect(benefits.contacts).toBeLessThan(all.contacts);
        await expect(view.getByText(headingOf(benefits))).toBeVisible();
        const first = benefits.page[0]!;
        await expect(
          table.getByRole('link', { name: first.entity_name }).first(),
        ).toBeVisible();
        const person = first.contacts[0]!;
        await expect(
          table.getByText(`${person.first_name} ${person.last_name}`).first(),
        ).toBeVisible();
      });

      await test.step('title words narrow them; a reload keeps it all', async () => {
        await view.getByLabel('Title contains').fill('manager');
        await expect(page).toHaveURL(/title=manager/);
        const managers = await contactsOf(page, {
          roles: ['benefits'],
          title: 'manager',
        });
        await expect(view.getByText(headingOf(managers))).toBeVisible();
        await page.reload();
        await expect(view.getByText(headingOf(managers))).toBeVisible();
        await expect(view.getByLabel('Title contains')).toHaveValue('manager');
        await expect(
          view.getByRole('button', { name: 'Benefits' }),
        ).toHaveAttribute('aria-pressed', 'true');
      });

      await test.step("a CRM export takes the view's roles", async () => {
        await page.getByRole('button', { name: 'Export', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Export results' });
        await dialog.getByLabel(/^CRM import/).check();
        await expect(dialog.getByLabel('Only these roles')).toBeChecked();
        await expect(dialog.getByLabel('Benefits')).toBeChecked();
        const sent = page.waitForRequest(
          (r) => r.url().endsWith('/api/v1/exports') && r.method() === 'POST',
        );
        await dialog
          .getByRole('button', { name: 'Export', exact: true })
          .click();
        const body = (await sent).postDataJSON() as Record<string, unknown>;
        expect(body).toMatchObject({
          module: 'eb',
          columns: 'crm',
          format: 'csv',
          contactRoles: ['benefits'],
        });
      });
    });
  });
}
