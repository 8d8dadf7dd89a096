import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@edge/contracts';
import { demoUser } from '../../testing/demo-users';
import { fakeApi } from '../../testing/fake-api';
import { featureLicense } from '../../testing/partner-fixtures';
import { renderRoutes } from '../../testing/render-routes';
import { pcHit, pcPage } from '../../testing/search-fixtures';
import { ResultsRoute } from './results';

const AMS_MARKS = 'POST /api/v1/partner/ams-marks';
const LICENSE = 'GET /api/v1/partner/licenses/v2.0/featurelicense';

function setup(user: UserInfo, license = featureLicense()) {
  const api = fakeApi();
  api.answer('GET /api/v1/user/preferences/results-columns/pnc', {
    columns: null,
  });
  api.answer(
    'POST /api/v1/search/pnc',
    pcPage([pcHit('M1', 'Acme Plumbing'), pcHit('M2', 'Bolt Roofing')], 2),
  );
  api.answer('GET /api/v1/exports/marks', { marks: [] });
  api.answer('GET /api/v1/favorites/:productCode/lookup', { favorites: [] });
  api.answer(LICENSE, license);
  const marks = api.answer(AMS_MARKS, { in_ams: ['M1'] });
  const stages = api.answer('POST /api/v1/pipeline/:module/stages', {
    stages: [
      {
        muns: 'M2',
        module: 'pc',
        stage: 'quoted',
        stage_date: '2026-11-20',
        note: '',
        updated_at: '2026-11-20T10:00:00.000Z',
      },
    ],
  });
  renderRoutes([{ path: '/edge/results/pc', element: <ResultsRoute /> }], {
    path: '/edge/results/pc',
    user,
  });
  return { api, marks, stages };
}

const findRow = (name: string) =>
  screen.findByLabelText(name, { selector: 'tr' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('ResultsRoute pipeline stage', { timeout: 30_000 }, () => {
  it('should show each row’s stage, read for the whole page at once', async () => {
    const { stages } = setup(demoUser('pc.broker'));
    const bolt = await findRow('Bolt Roofing');
    expect(
      await within(bolt).findByLabelText('Pipeline stage: Quoted'),
    ).toBeVisible();
    const acme = screen.getByLabelText('Acme Plumbing', { selector: 'tr' });
    expect(within(acme).queryByLabelText(/Pipeline stage/)).toBeNull();
    expect(stages.requests).toHaveLength(1);
    expect(stages.requests[0]?.body).toEqual({ muns: ['M1', 'M2'] });
  });
});

describe('ResultsRoute AMS mark', { timeout: 30_000 }, () => {
  it('should mark the rows of the page that are in the agency’s AMS, asking once', async () => {
    const { marks } = setup(demoUser('partner.broker'));
    const acme = await findRow('Acme Plumbing');
    // Under the company's name, as a text (not a colour alone).
    const nameCell = within(acme).getByRole('cell', { name: /^Acme Plumbing/ });
    expect(await within(nameCell).findByText('In your AMS')).toBeVisible();
    const bolt = screen.getByLabelText('Bolt Roofing', { selector: 'tr' });
    expect(within(bolt).queryByText('In your AMS')).not.toBeInTheDocument();
    expect(marks.requests).toHaveLength(1);
    expect(marks.requests[0]?.body).toEqual({ muns: ['M1', 'M2'] });
  });

  it('should ask nothing of the AMS when the licence lacks it', async () => {
    const { marks } = setup(
      demoUser('partner.broker'),
      featureLicense({ has_ams: false }),
    );
    await findRow('Acme Plumbing');
    await settle();
    expect(screen.queryByText('In your AMS')).not.toBeInTheDocument();
    expect(marks.requests).toEqual([]);
  });

  it('should ask nothing of the partner for a user not on the partner platform', async () => {
    const { api } = setup(demoUser('pc.broker'));
    await findRow('Acme Plumbing');
    await settle();
    expect(screen.queryByText('In your AMS')).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.includes('partner'))).toEqual([]);
  });
});
