import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS, type ApiKey } from '@edge/contracts';
import { demoUser } from '../../../testing/demo-users';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-routes';
import { ApiKeysSection } from './api-keys-section';

const KEY: ApiKey = {
  id: 7,
  name: 'Agency CRM',
  prefix: 'edge_ab12cd34…',
  created_at: '2026-11-02T10:00:00.000Z',
  last_used_at: '2026-11-20T08:30:00.000Z',
  revoked_at: null,
};
const SECRET = `edge_${'x'.repeat(43)}`;

function openSection(keys: ApiKey[] | 'failing' = []) {
  const api = fakeApi();
  const list =
    keys === 'failing'
      ? api.fail('GET /api/v1/myaccount/api-keys', 500, ERROR_TEXTS.INTERNAL)
      : api.answer('GET /api/v1/myaccount/api-keys', { keys });
  renderRoutes([{ path: '/', element: <ApiKeysSection /> }], {
    path: '/',
    user: demoUser('pc.broker'),
  });
  return { api, list };
}

const section = () => screen.findByRole('region', { name: 'API keys' });

describe('API keys section', { timeout: 20_000 }, () => {
  it('should say there are no keys, then create one and show its secret once', async () => {
    const user = userEvent.setup();
    const { api, list } = openSection();
    expect(
      await within(await section()).findByText('You have no API keys yet.'),
    ).toBeVisible();
    // An empty name stays refused by the field, nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Name the key.')).toBeVisible();
    const post = api.answer('POST /api/v1/myaccount/api-keys', {
      key: { ...KEY, last_used_at: null },
      secret: SECRET,
    });
    expect(post.requests).toHaveLength(0);
    list.answer({ keys: [{ ...KEY, last_used_at: null }] });
    await user.type(screen.getByLabelText(/Key name/), '  Agency CRM ');
    await user.keyboard('{Enter}');
    expect(await screen.findByLabelText('New API key')).toHaveTextContent(
      SECRET,
    );
    expect(post.requests[0]!.body).toEqual({ name: 'Agency CRM' });
    expect(screen.getByText(/shown only this once/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(await screen.findByText(/never used/)).toBeVisible();
  });

  it("should keep the name with the server's refusal", async () => {
    const user = userEvent.setup();
    const { api } = openSection();
    api.fail('POST /api/v1/myaccount/api-keys', 400, ERROR_TEXTS.VALIDATION, {
      code: 'VALIDATION',
      fields: { name: 'A key name has at most 80 characters.' },
    });
    await section();
    await user.type(screen.getByLabelText(/Key name/), 'CRM');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(
      await screen.findByText('A key name has at most 80 characters.'),
    ).toBeVisible();
    expect(screen.getByLabelText(/Key name/)).toHaveValue('CRM');
  });

  it('should list keys by prefix and revoke one after confirming', async () => {
    const user = userEvent.setup();
    const { api, list } = openSection([KEY]);
    const keys = await screen.findByRole('list', { name: 'Your API keys' });
    expect(within(keys).getByText('Agency CRM')).toBeVisible();
    expect(keys).toHaveTextContent(
      'edge_ab12cd34… · created 11/2/2026 · last used 11/20/2026',
    );
    const revoke = api.answer(
      'DELETE /api/v1/myaccount/api-keys/:id',
      undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Revoke Agency CRM' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Revoke API key?',
    });
    list.answer({ keys: [{ ...KEY, revoked_at: '2026-11-28T12:00:00.000Z' }] });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Revoked 11/28/2026')).toBeVisible();
    expect(revoke.requests[0]!.params).toEqual({ id: '7' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should offer a retry when the keys cannot be loaded', async () => {
    const user = userEvent.setup();
    const { list } = openSection('failing');
    expect(
      await screen.findByText('Could not load your API keys.'),
    ).toBeVisible();
    list.answer({ keys: [KEY] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Agency CRM')).toBeVisible();
  });
});
