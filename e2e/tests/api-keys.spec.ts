import { expect, test } from '@playwright/test';
import { signInThroughForm } from '../fixtures/auth';

const USER = 'full.broker';
const NAME = `Agency CRM ${Date.now()}`;

test('should create an API key, search with it, and refuse it once revoked', async ({
  page,
  request,
}) => {
  await signInThroughForm(page, USER);
  await expect(page).toHaveURL(/\/edge\/pc$/);
  await page.goto('/edge/myaccount/pc');
  const keys = page.getByRole('region', { name: 'API keys' });
  await keys.getByLabel('Key name').fill(NAME);
  await keys.getByRole('button', { name: 'Create key' }).click();
  const shown = keys.getByLabel('New API key');
  await expect(shown).toHaveText(/^edge_[\w-]{43}$/);
  const secret = (await shown.textContent()) ?? '';
  await keys.getByRole('button', { name: 'I have copied it' }).click();
  await expect(keys.getByText(NAME)).toBeVisible();

  // The tool's own client: no cookies, only the key.
  const count = () =>
    request.post('/api/v1/search/pnc/count', {
      headers: { authorization: `Bearer ${secret}` },
      data: { criteria: {} },
    });
  const answer = await count();
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ total: expect.any(Number) });
  expect(answer.headers()['set-cookie']).toBeUndefined();

  await keys.getByRole('button', { name: `Revoke ${NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke API key?' });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog).toBeHidden();
  await expect(keys.getByText(/^Revoked /).first()).toBeVisible();

  const refused = await count();
  expect(refused.status()).toBe(401);
  expect((await refused.json()).extraData).toEqual({
    code: 'API_KEY_INVALID',
  });
});
