import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PipelineCard } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-routes';
import { PipelineBoard } from './pipeline-board';

const card = (over: Partial<PipelineCard>): PipelineCard => ({
  muns: 'M1',
  module: 'pc',
  stage: 'new',
  stage_date: '2026-11-20',
  note: '',
  updated_at: '2026-11-20T10:00:00.000Z',
  entity_name: 'Acme Roofing LLC',
  city: 'Austin',
  state: 'TX',
  ...over,
});
const ACME = card({ stage: 'contacted', note: 'Called the owner.' });
const DELTA = card({ muns: 'M2', entity_name: 'Delta Bakery Co', city: null });

function setup(companies: PipelineCard[], path = '/edge/pc/pipeline') {
  const api = fakeApi();
  const list = api.answer('GET /api/v1/pipeline/:module', (request) => {
    const shown = companies.filter(
      (c) => !request.query.stage || c.stage === request.query.stage,
    );
    return { count: shown.length, companies: shown };
  });
  renderRoutes(
    [{ path: '/edge/pc/pipeline', element: <PipelineBoard module="pc" /> }],
    { path },
  );
  return { api, list };
}

describe('PipelineBoard', { timeout: 20_000 }, () => {
  it('should show each company in its stage column with its place, day and note', async () => {
    setup([ACME, DELTA]);
    const contacted = await screen.findByRole('region', {
      name: 'Contacted (1)',
    });
    const acme = within(contacted).getByRole('listitem', {
      name: 'Acme Roofing LLC',
    });
    expect(within(acme).getByRole('link')).toHaveAttribute(
      'href',
      '/edge/results/dashboard/M1?module=pc',
    );
    expect(acme).toHaveTextContent('Austin, TX');
    expect(acme).toHaveTextContent('Since 11/20/2026');
    expect(acme).toHaveTextContent('Called the owner.');
    const fresh = screen.getByRole('region', { name: 'New (1)' });
    expect(within(fresh).getByText('Delta Bakery Co')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Lost (0)' })).toBeVisible();
  });

  it('should narrow the board to the stage chosen in the filter', async () => {
    const { list } = setup([ACME, DELTA]);
    await screen.findByRole('region', { name: 'New (1)' });
    await userEvent.click(screen.getByRole('button', { name: 'Contacted' }));
    expect(
      await screen.findByRole('region', { name: 'Contacted (1)' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /^New/ })).toBeNull(),
    );
    expect(list.requests.at(-1)?.query).toEqual({ stage: 'contacted' });
    expect(screen.getByRole('button', { name: 'Contacted' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('should move a card to another stage from its select', async () => {
    const { api } = setup([ACME]);
    const put = api.answer(
      'PUT /api/v1/pipeline/:module/companies/:muns',
      (request) => ({
        ...ACME,
        ...(request.body as object),
        stage_date: '2026-11-28',
      }),
    );
    const select = await screen.findByRole('combobox', {
      name: 'Move Acme Roofing LLC to stage',
    });
    select.focus();
    await userEvent.selectOptions(select, 'quoted');
    await waitFor(() => expect(put.requests).toHaveLength(1));
    expect(put.requests[0]).toMatchObject({
      params: { module: 'pc', muns: 'M1' },
      body: { stage: 'quoted', note: 'Called the owner.' },
    });
  });

  it('should say when the pipeline is empty, or a filtered stage has no company', async () => {
    setup([], '/edge/pc/pipeline?stage=won');
    expect(
      await screen.findByText('No companies are at the stage Won.'),
    ).toBeVisible();
  });

  it('should offer to try again when the board cannot be loaded', async () => {
    const api = fakeApi();
    api.fail('GET /api/v1/pipeline/:module', 500, 'Something went wrong.');
    renderRoutes(
      [{ path: '/edge/pc/pipeline', element: <PipelineBoard module="pc" /> }],
      { path: '/edge/pc/pipeline' },
    );
    expect(
      await screen.findByText(/The pipeline could not be loaded/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
