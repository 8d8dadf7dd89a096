import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DuplicateAccountsReport, UserInfo } from '@edge/contracts';
import { demoUser } from '../../../testing/demo-users';
import { fakeApi, type Responder } from '../../../testing/fake-api';
import {
  agencyUsers,
  amsContact,
  duplicateAccount,
  duplicateAccountsReport,
  featureLicense,
} from '../../../testing/partner-fixtures';
import { renderRoutes } from '../../../testing/render-routes';
import { AmsAccountsReport } from './ams-accounts-report';

const REPORT = 'GET /api/v1/companies/:muns/reports/duplicate-accounts';
const LICENSE = 'GET /api/v1/partner/licenses/v2.0/featurelicense';
const USERS = 'GET /api/v1/partner/agencies/v2.0/agencyuser';

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

function render(user: UserInfo = demoUser('partner.broker')) {
  renderRoutes(
    [
      {
        path: '/edge/results/dashboard/:muns',
        element: <AmsAccountsReport muns="M1" user={user} />,
      },
    ],
    { path: '/edge/results/dashboard/M1', user },
  );
}

function setup(report: Responder<typeof REPORT>, license = featureLicense()) {
  const api = fakeApi();
  api.answer(LICENSE, license);
  const users = api.answer(USERS, agencyUsers());
  const reports = api.answer(REPORT, report);
  render();
  return { api, users, reports };
}

const card = () =>
  screen.findByRole('region', { name: 'Accounts in your AMS' });

describe('AmsAccountsReport', { timeout: 20_000 }, () => {
  it('should show each matching account with why it matched, its owner and contacts', async () => {
    const { reports } = setup(
      duplicateAccountsReport('M1', [
        duplicateAccount('A1', 'Acme Plumbing LLC', {
          matched_on: ['name', 'msid', 'phone'],
          contacts: [
            amsContact('C1', 'Ann Bell'),
            amsContact('C2', 'Bo Chan', { is_primary: true, phone: null }),
          ],
        }),
      ]),
    );
    const list = await screen.findByRole('list', { name: 'AMS accounts' });
    expect(
      within(list).getByRole('heading', { name: 'Acme Plumbing LLC' }),
    ).toBeVisible();
    expect(
      within(list).getByText('100 Main St, Austin, TX 78701'),
    ).toBeVisible();
    expect(
      within(list).getByRole('link', { name: '(512) 555-0100' }),
    ).toHaveAttribute('href', 'tel:5125550100');
    const reasons = within(list).getByRole('list', { name: 'Why it matched' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Same MSID', 'Same name', 'Same phone']);
    // The answer had no e-mail for the owner: the agency users have it.
    expect(within(list).getByText('Dana Lopez')).toBeVisible();
    expect(
      within(list).getByRole('link', { name: 'dana.lopez@summit.example' }),
    ).toHaveAttribute('href', 'mailto:dana.lopez@summit.example');
    const contacts = within(list).getByRole('list', {
      name: 'Contacts of Acme Plumbing LLC',
    });
    const [first, second] = within(contacts).getAllByRole('listitem');
    expect(first).toHaveTextContent(/^Bo ChanPrimary/);
    expect(second).toHaveTextContent('Ann Bell');
    expect(
      within(second!).getByRole('link', { name: 'ann@acme.example' }),
    ).toHaveAttribute('href', 'mailto:ann@acme.example');
    expect(reports.requests[0]?.params).toEqual({ muns: 'M1' });
  });

  it('should show a skeleton while the report loads', async () => {
    let release: (report: DuplicateAccountsReport) => void = () => undefined;
    setup(() => new Promise((resolve) => (release = resolve)));
    expect(
      await screen.findByRole('progressbar', {
        name: 'Loading Accounts in your AMS',
      }),
    ).toBeVisible();
    expect(await card()).toHaveAttribute('aria-busy', 'true');
    release(duplicateAccountsReport('M1', []));
    expect(await screen.findByText(/^Not in your AMS/)).toBeVisible();
    expect(await card()).toHaveAttribute('aria-busy', 'false');
  });

  it('should say plainly what was compared when no account matches', async () => {
    setup(duplicateAccountsReport('M1', []));
    expect(
      await screen.findByText(
        'Not in your AMS: no account of Summit Insurance Group has this company’s MSID, name, address or phone.',
      ),
    ).toBeVisible();
  });

  it('should show its own error with Retry when the partner fails', async () => {
    const api = fakeApi();
    api.answer(LICENSE, featureLicense());
    api.answer(USERS, agencyUsers());
    api.fail(REPORT, 504, 'The partner platform did not answer in time.', {
      code: 'PARTNER_TIMEOUT',
    });
    render();
    const alert = await within(await card()).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Accounts in your AMS could not be loaded.',
    );
    expect(alert).toHaveTextContent(
      'The partner platform did not answer in time.',
    );
    api.answer(REPORT, duplicateAccountsReport('M1', []));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^Not in your AMS/)).toBeVisible();
  });

  // SPEC §4: a result for a company other than the selected one is ignored.
  it('should ignore an answer for another company', async () => {
    setup(duplicateAccountsReport('M2', [duplicateAccount('A1', 'Other Co')]));
    expect(
      await screen.findByText('Accounts in your AMS is not shown.'),
    ).toBeVisible();
    expect(screen.queryByText('Other Co')).not.toBeInTheDocument();
  });

  it('should show nothing and ask nothing for a user not on the partner platform', async () => {
    const api = fakeApi();
    render(demoUser('pc.broker'));
    await settle();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('should show nothing and ask for no report when the licence lacks the AMS', async () => {
    const { api } = setup(
      duplicateAccountsReport('M1', []),
      featureLicense({
        has_ams: false,
      }),
    );
    await settle();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(api.requests.map((r) => r.path)).toEqual([
      '/api/v1/partner/licenses/v2.0/featurelicense',
    ]);
  });

  it('should not ask for the agency users when the licence does not hold them', async () => {
    const { users } = setup(
      duplicateAccountsReport('M1', [
        duplicateAccount('A1', 'Acme Plumbing LLC', {
          owner: { id: 'U9', name: 'Kim Park', email: 'kim@summit.example' },
        }),
      ]),
      featureLicense({ agency_users: false }),
    );
    const list = await screen.findByRole('list', { name: 'AMS accounts' });
    expect(
      within(list).getByRole('link', { name: 'kim@summit.example' }),
    ).toBeVisible();
    expect(within(list).getByText('No contacts in your AMS.')).toBeVisible();
    expect(users.requests).toEqual([]);
  });

  it('should show the card’s error when the licence cannot be read', async () => {
    const api = fakeApi();
    api.fail(LICENSE, 504, 'The partner platform did not answer in time.', {
      code: 'PARTNER_TIMEOUT',
    });
    render();
    expect(await within(await card()).findByRole('alert')).toHaveTextContent(
      'The partner platform did not answer in time.',
    );
    expect(api.requests.some((r) => r.path.includes('reports'))).toBe(false);
  });
});
