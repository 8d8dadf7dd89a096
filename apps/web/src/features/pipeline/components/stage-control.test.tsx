import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-routes';
import { StageControl } from './stage-control';

const SAVED = {
  muns: 'M1',
  module: 'pc' as const,
  stage: 'contacted' as const,
  stage_date: '2026-11-02',
  note: 'Called the owner.',
  updated_at: '2026-11-02T10:00:00.000Z',
};

function setup(stages: (typeof SAVED)[]) {
  const api = fakeApi();
  const bulk = api.answer('POST /api/v1/pipeline/:module/stages', { stages });
  renderRoutes(
    [{ path: '/d', element: <StageControl module="pc" muns="M1" /> }],
    { path: '/d' },
  );
  return { api, bulk };
}

describe('StageControl', { timeout: 20_000 }, () => {
  it('should show the saved stage, day and note, read in bulk', async () => {
    const { bulk } = setup([SAVED]);
    expect(await screen.findByRole('combobox', { name: 'Stage' })).toHaveValue(
      'contacted',
    );
    expect(screen.getByLabelText('Stage date')).toHaveValue('2026-11-02');
    expect(screen.getByRole('textbox', { name: 'Stage note' })).toHaveValue(
      'Called the owner.',
    );
    expect(bulk.requests[0]?.body).toEqual({ muns: ['M1'] });
  });

  it('should save a new stage and show its progress', async () => {
    const { api } = setup([]);
    let release = () => {};
    const put = api.answer(
      'PUT /api/v1/pipeline/:module/companies/:muns',
      () =>
        new Promise((resolve) => {
          release = () => resolve({ ...SAVED, stage: 'quoted', note: 'Sent' });
        }),
    );
    const stage = await screen.findByRole('combobox', { name: 'Stage' });
    expect(screen.getByRole('button', { name: 'Save stage' })).toBeDisabled();
    await userEvent.selectOptions(stage, 'quoted');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Stage note' }),
      'Sent',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save stage' }));
    expect(
      await screen.findByRole('button', { name: 'Saving…' }),
    ).toHaveAttribute('aria-busy', 'true');
    expect(put.requests[0]).toMatchObject({
      params: { module: 'pc', muns: 'M1' },
      body: { stage: 'quoted', note: 'Sent' },
    });
    release();
    expect(
      await screen.findByRole('button', { name: 'Save stage' }),
    ).toBeEnabled();
  });

  it('should show a field error and keep what was typed when saving fails', async () => {
    const { api } = setup([SAVED]);
    api.fail(
      'PUT /api/v1/pipeline/:module/companies/:muns',
      400,
      'Check the highlighted fields.',
      {
        code: 'VALIDATION',
        fields: { stage_date: 'This date does not exist.' },
      },
    );
    const note = await screen.findByRole('textbox', { name: 'Stage note' });
    await userEvent.clear(note);
    await userEvent.type(note, 'Keep me');
    await userEvent.click(screen.getByRole('button', { name: 'Save stage' }));
    expect(await screen.findByText('This date does not exist.')).toBeVisible();
    expect(note).toHaveValue('Keep me');
  });

  it('should say above the control when the company is out of reach', async () => {
    const { api } = setup([]);
    api.fail(
      'PUT /api/v1/pipeline/:module/companies/:muns',
      403,
      'This company is outside the states your subscription covers.',
      { code: 'COMPANY_OUTSIDE_STATES' },
    );
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Stage' }),
      'new',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save stage' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The stage could not be saved. This company is outside the states your subscription covers.',
      ),
    );
  });
});
