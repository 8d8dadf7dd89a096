import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PipelineEntry, UserInfo } from '@edge/contracts';
import { SnackbarHost } from '../../components/ui/snackbar-host';
import { snackbarStore } from '../../lib/snackbar';
import { todayIso } from '../../features/pipeline/utils/stage-texts';
import { demoUser } from '../../testing/demo-users';
import { companyList } from '../../testing/list-fixtures';
import { fakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { pcHit, pcPage } from '../../testing/search-fixtures';
import { ResultsRoute } from './results';

const BULK_ADD = 'POST /api/v1/favorites/:productCode/bulk';
const BULK_STAGE = 'PUT /api/v1/pipeline/:module/stages';

const entry = (muns: string): PipelineEntry => ({
  muns,
  module: 'pc',
  stage: 'quoted',
  stage_date: todayIso(),
  note: 'Sent the quote.',
  updated_at: '2026-11-20T10:00:00.000Z',
});

function setup(user: UserInfo = demoUser('pc.broker')) {
  const api = fakeApi();
  api.answer('GET /api/v1/user/preferences/results-columns/pnc', {
    columns: null,
  });
  api.answer(
    'POST /api/v1/search/pnc',
    pcPage(
      [
        pcHit('M1', 'Acme Plumbing'),
        pcHit('M2', 'Bolt Roofing'),
        pcHit('M3', 'Cedar Dental'),
      ],
      3,
    ),
  );
  api.answer('GET /api/v1/exports/marks', { marks: [] });
  const lookup = api.answer('GET /api/v1/favorites/:productCode/lookup', {
    favorites: [],
  });
  api.answer('POST /api/v1/pipeline/:module/stages', { stages: [] });
  renderRoutes(
    [
      {
        path: '/edge/results/pc',
        element: (
          <>
            <ResultsRoute />
            <SnackbarHost />
          </>
        ),
      },
    ],
    { path: '/edge/results/pc', user },
  );
  return { api, lookup, user: userEvent.setup() };
}

const findRow = (name: string) =>
  screen.findByLabelText(name, { selector: 'tr' });

async function tick(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(
    within(await findRow(name)).getByRole('checkbox', { name: `Tick ${name}` }),
  );
}

async function openActions(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^With \d+ ticked$/ }));
  return screen.getByRole('menu');
}

const isTicked = (name: string) =>
  within(screen.getByLabelText(name, { selector: 'tr' })).getByRole(
    'checkbox',
    { name: `Tick ${name}` },
  );

beforeEach(() => snackbarStore.clear());

describe('ResultsRoute ticked rows', { timeout: 30_000 }, () => {
  it('should let a user who may not export tick rows, with no Export button and the actions only once ticked', async () => {
    const { user } = setup();
    await findRow('Acme Plumbing');
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.queryByRole('button', { name: /ticked/ })).toBeNull();
    await tick(user, 'Bolt Roofing');
    expect(screen.getByRole('button', { name: 'With 1 ticked' })).toBeVisible();
  });

  it('should keep the Export button beside the actions for a user who may export', async () => {
    const { user } = setup(demoUser('full.broker'));
    await tick(user, 'Acme Plumbing');
    expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'With 1 ticked' })).toBeVisible();
  });

  it('should add the ticked rows to favorites, say how many, refresh the stars and keep the ticks', async () => {
    const { api, lookup, user } = setup();
    await tick(user, 'Acme Plumbing');
    await tick(user, 'Cedar Dental');
    await waitFor(() => expect(lookup.requests).toHaveLength(1));
    const added = api.answer(BULK_ADD, { added: 1, already: 1 });
    lookup.answer({ favorites: [{ id: 7, muns: 'M1' }] });
    // A favorite's star shows its alerts bell, which reads its subscriptions.
    api.answer('GET /api/v1/alerts/subscriptions', { items: [] });
    const menu = await openActions(user);
    await user.click(
      within(menu).getByRole('menuitem', { name: 'Add to favorites' }),
    );
    expect(
      await screen.findByText('Added 1 company to favorites (1 already was).'),
    ).toBeVisible();
    expect(added.requests[0]?.params).toEqual({ productCode: '5' });
    expect(added.requests[0]?.body).toEqual({ muns: ['M1', 'M3'] });
    const acme = await findRow('Acme Plumbing');
    expect(
      await within(acme).findByRole('button', {
        name: 'Remove from favorites',
      }),
    ).toBeVisible();
    expect(isTicked('Acme Plumbing')).toBeChecked();
    expect(isTicked('Cedar Dental')).toBeChecked();
    expect(screen.getByRole('button', { name: 'With 2 ticked' })).toBeVisible();
  });

  it('should show the server’s reason when favorites are refused, and keep the ticks', async () => {
    const { api, user } = setup();
    await tick(user, 'Bolt Roofing');
    api.fail(
      BULK_ADD,
      403,
      '1 company is outside the states your subscription covers. Nothing was changed.',
      { code: 'COMPANY_OUTSIDE_STATES', muns: ['M2'] },
    );
    const menu = await openActions(user);
    await user.click(
      within(menu).getByRole('menuitem', { name: 'Add to favorites' }),
    );
    expect(
      await screen.findByText(
        'Not added to favorites. 1 company is outside the states your subscription covers. Nothing was changed.',
      ),
    ).toBeVisible();
    expect(isTicked('Bolt Roofing')).toBeChecked();
  });

  it('should add the ticked rows to a list the user may edit, and say how many', async () => {
    const { api, user } = setup();
    await tick(user, 'Acme Plumbing');
    await tick(user, 'Cedar Dental');
    api.answer('GET /api/v1/lists/:module', {
      lists: [
        companyList(11, 'Q1 calls'),
        companyList(12, 'Read only', { access: 'read' }),
        companyList(13, 'Team fleets', { access: 'edit' }),
      ],
    });
    const added = api.answer('POST /api/v1/lists/:module/:id/companies', {
      added: 1,
      already: 1,
    });
    await user.click(
      within(await openActions(user)).getByRole('menuitem', {
        name: 'Add to a list…',
      }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Add 2 companies to a list',
    });
    // Only lists the user may change, and a new one.
    const choices = within(dialog).getAllByRole('radio');
    expect(choices.map((c) => c.getAttribute('value'))).toEqual([
      '11',
      '13',
      'new',
    ]);
    expect(within(dialog).getByLabelText('Q1 calls (2)')).toBe(choices[0]);
    expect(choices[0]).toBeChecked();
    await user.click(within(dialog).getByLabelText('Team fleets (2)'));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText(
        '1 company added to Team fleets. 1 company already in it.',
      ),
    ).toBeVisible();
    expect(added.requests[0]?.params).toMatchObject({ module: 'pc', id: '13' });
    expect(added.requests[0]?.body).toEqual({ muns: ['M1', 'M3'] });
    expect(isTicked('Acme Plumbing')).toBeChecked();
  });

  it('should create a new list for the ticked rows, and keep the name when refused', async () => {
    const { api, user } = setup();
    await tick(user, 'Bolt Roofing');
    api.answer('GET /api/v1/lists/:module', { lists: [] });
    const created = api.fail(
      'POST /api/v1/lists/:module',
      409,
      'You already have a list with this name.',
      { code: 'COMPANY_LIST_NAME_TAKEN' },
    );
    await user.click(
      within(await openActions(user)).getByRole('menuitem', {
        name: 'Add to a list…',
      }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Add 1 company to a list',
    });
    expect(await within(dialog).findByLabelText('A new list')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Name the list.')).toBeVisible();
    await user.type(within(dialog).getByLabelText('List name'), 'Roofers');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText(
        'You already have a list with this name.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('List name')).toHaveValue('Roofers');

    created.answer(companyList(21, 'Roofers', { companies: 0 }));
    const added = api.answer('POST /api/v1/lists/:module/:id/companies', {
      added: 1,
      already: 0,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('1 company added to Roofers.'),
    ).toBeVisible();
    expect(added.requests[0]?.params).toMatchObject({ id: '21' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('should set the stage of the ticked rows from a dialog used by keyboard, and show their chips', async () => {
    const { api, user } = setup();
    await tick(user, 'Acme Plumbing');
    await tick(user, 'Bolt Roofing');
    const saved = api.answer(BULK_STAGE, {
      stages: [entry('M1'), entry('M2')],
    });
    const menu = await openActions(user);
    await user.click(
      within(menu).getByRole('menuitem', { name: 'Set pipeline stage…' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Set pipeline stage' });
    expect(
      within(dialog).getByText('The stage of 2 companies, from today.'),
    ).toBeVisible();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    // By keyboard: Tab to the stage, choose it, Tab on to the note and Save.
    await user.tab();
    expect(within(dialog).getByLabelText('Stage')).toHaveFocus();
    await user.selectOptions(within(dialog).getByLabelText('Stage'), 'Quoted');
    await user.tab();
    await user.keyboard('Sent the quote.');
    await user.tab();
    await user.tab();
    expect(save).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Set 2 companies to Quoted.')).toBeVisible();
    expect(saved.requests[0]?.body).toEqual({
      muns: ['M1', 'M2'],
      stage: 'quoted',
      stage_date: todayIso(),
      note: 'Sent the quote.',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    const acme = screen.getByLabelText('Acme Plumbing', { selector: 'tr' });
    expect(within(acme).getByLabelText('Pipeline stage: Quoted')).toBeVisible();
    expect(isTicked('Acme Plumbing')).toBeChecked();
    expect(isTicked('Bolt Roofing')).toBeChecked();
  });

  it('should send no note when none is typed, so each company keeps its own', async () => {
    const { api, user } = setup();
    await tick(user, 'Cedar Dental');
    const saved = api.answer(BULK_STAGE, { stages: [entry('M3')] });
    await user.click(
      within(await openActions(user)).getByRole('menuitem', {
        name: 'Set pipeline stage…',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Set pipeline stage' });
    await user.selectOptions(within(dialog).getByLabelText('Stage'), 'Quoted');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Set 1 company to Quoted.')).toBeVisible();
    expect(saved.requests[0]?.body).toEqual({
      muns: ['M3'],
      stage: 'quoted',
      stage_date: todayIso(),
    });
  });

  it('should keep the dialog open with the choice and the server’s message when the stage is refused', async () => {
    const { api, user } = setup();
    await tick(user, 'Bolt Roofing');
    api.fail(BULK_STAGE, 404, '1 company was not found. Nothing was changed.', {
      code: 'COMPANY_NOT_FOUND',
      muns: ['M2'],
    });
    await user.click(
      within(await openActions(user)).getByRole('menuitem', {
        name: 'Set pipeline stage…',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Set pipeline stage' });
    await user.selectOptions(within(dialog).getByLabelText('Stage'), 'Won');
    await user.type(
      within(dialog).getByLabelText('Stage note (optional)'),
      'Signed',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'The stage could not be set. 1 company was not found. Nothing was changed.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Stage')).toHaveValue('won');
    expect(within(dialog).getByLabelText('Stage note (optional)')).toHaveValue(
      'Signed',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(isTicked('Bolt Roofing')).toBeChecked();
  });
});
