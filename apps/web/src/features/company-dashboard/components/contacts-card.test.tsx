import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContactsReport } from '@edge/contracts';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-routes';
import { ContactsCard } from './contacts-card';

const PERSON = {
  first_name: 'Christina',
  last_name: 'Caldwell',
  title: 'Chief Financial Officer',
  department: 'Finance',
  seniority: 'C-Level',
  source: 'WEB',
};

function setup(report: ContactsReport) {
  fakeApi().answer('GET /api/v1/companies/:muns/reports/contacts', report);
  renderRoutes(
    [
      {
        path: '/edge/results/dashboard/:muns',
        element: <ContactsCard muns="M1" />,
      },
    ],
    { path: '/edge/results/dashboard/M1' },
  );
}

describe('ContactsCard', { timeout: 20_000 }, () => {
  it('should show each contact with e-mail, phone and LinkedIn', async () => {
    setup({
      muns: 'M1',
      sources: [],
      has_premium_fields: true,
      contacts: [
        {
          ...PERSON,
          email: 'ccaldwell@sequoia.example',
          phone: '3125550123',
          linkedin_url: 'https://www.linkedin.com/in/cc',
        },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Contacts' });
    expect(
      within(list).getByRole('link', { name: 'ccaldwell@sequoia.example' }),
    ).toHaveAttribute('href', 'mailto:ccaldwell@sequoia.example');
    expect(within(list).getByRole('link', { name: 'LinkedIn' })).toBeVisible();
    expect(screen.queryByText(/premium contacts/)).not.toBeInTheDocument();
  });

  // SPEC §3: zywave_is_premium_contacts; the server leaves the fields out.
  it('should say why e-mail, phone and LinkedIn are missing without premium contacts', async () => {
    setup({
      muns: 'M1',
      sources: [],
      has_premium_fields: false,
      contacts: [PERSON],
    });
    const list = await screen.findByRole('list', { name: 'Contacts' });
    expect(within(list).getByText('Christina Caldwell')).toBeVisible();
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
    expect(
      screen.getByText(/E-mail, phone and LinkedIn come with premium contacts/),
    ).toBeVisible();
  });
});
