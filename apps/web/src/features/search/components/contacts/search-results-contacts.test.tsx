import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContactsSearchResponse } from '@edge/contracts';
import { readPreference } from '../../../../lib/search-preference';
import {
  apiFailure,
  fakeApi,
  type ApiFailure,
  type FakeRequest,
} from '../../../../testing/fake-api';
import { renderRoutes } from '../../../../testing/render-routes';
import {
  contactHit,
  contactsCompany,
  contactsPage,
  pcHit,
  pcPage,
} from '../../../../testing/search-fixtures';
import { SearchResults } from '../results/search-results';

const ACME = contactsCompany('M1', 'Acme Plumbing', [
  contactHit('C1', 'Dana Ruiz'),
  contactHit('C2', 'Lee Park', {
    title: 'Safety Director',
    department: null,
    roles: ['safety'],
    linkedin_url: null,
  }),
]);
const BOLT = contactsCompany('M2', 'Bolt Roofing', [
  contactHit('C3', 'Sam Cole', {
    title: 'CFO',
    roles: ['executive', 'finance'],
  }),
]);
const PAGE = contactsPage([ACME, BOLT]);

interface ContactsBody {
  page: number;
  pageSize: number;
  roles: string[];
  title: string;
  sort: unknown;
  criteria: unknown;
}

const bodyOf = (request: FakeRequest) => request.body as ContactsBody;

function setup(
  path = '/edge/results/pc?view=contacts',
  contacts: ContactsSearchResponse | ApiFailure = PAGE,
) {
  const api = fakeApi();
  api.answer('GET /api/v1/user/preferences/results-columns/pnc', {
    columns: null,
  });
  const search = api.answer(
    'POST /api/v1/search/pnc',
    pcPage([pcHit('M1', 'Acme Plumbing'), pcHit('M2', 'Bolt Roofing')], 120),
  );
  const post = api.answer('POST /api/v1/search/pnc/contacts', contacts);
  const { router } = renderRoutes(
    [{ path: '/edge/results/pc', element: <SearchResults module="pc" /> }],
    { path },
  );
  return { post, search, router, user: userEvent.setup() };
}

/** The last contacts search of a page (not a prefetch of the next). */
function lastBody(post: ReturnType<typeof setup>['post'], page = 0) {
  return post.requests
    .map(bodyOf)
    .filter((body) => body.page === page)
    .at(-1);
}

/** The contacts table once a page is in (not its loading skeleton). */
async function findTable(): Promise<HTMLElement> {
  const table = await screen.findByRole('table', {
    name: 'Contacts by company',
  });
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  return table;
}
const roleChip = (name: string) =>
  within(screen.getByRole('group', { name: /^Roles/ })).getByRole('button', {
    name,
  });

describe('SearchResults contacts', { timeout: 30_000 }, () => {
  it('should show the contacts grouped by company with their count when Contacts is chosen', async () => {
    const { post, router, user } = setup('/edge/results/pc?sort=city.asc');
    await screen.findByRole('heading', { name: '120 companies' });
    await user.click(screen.getByRole('button', { name: 'Contacts' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=city.asc&view=contacts'),
    );
    expect(readPreference('pc')).toMatchObject({ view: 'contacts' });
    expect(
      await screen.findByRole('heading', { name: '3 contacts at 2 companies' }),
    ).toBeInTheDocument();
    // The toolbar still counts the search's companies.
    expect(
      screen.getByRole('heading', { name: '120 companies' }),
    ).toBeInTheDocument();
    expect(lastBody(post)).toMatchObject({
      page: 0,
      pageSize: 25,
      sort: { field: 'city', direction: 'asc' },
      roles: [],
      title: '',
    });

    const table = await findTable();
    const [, acme, bolt] = within(table).getAllByRole('rowgroup');
    expect(
      within(acme!).getByRole('link', { name: 'Acme Plumbing' }),
    ).toHaveAttribute('href', '/edge/results/dashboard/M1?module=pc');
    expect(acme).toHaveTextContent('Austin, TX · 120 employees');
    const dana = within(acme!).getByRole('row', { name: /Dana Ruiz/ });
    expect(dana).toHaveTextContent('Benefits Manager');
    expect(within(dana).getByText('HR')).toBeInTheDocument();
    expect(within(dana).getByText('Benefits')).toBeInTheDocument();
    expect(
      within(dana).getByRole('link', { name: 'c1@acme.example' }),
    ).toHaveAttribute('href', 'mailto:c1@acme.example');
    expect(
      within(dana).getByRole('link', { name: '(512) 555-0142' }),
    ).toHaveAttribute('href', 'tel:5125550142');
    const linkedIn = within(dana).getByRole('link', {
      name: 'Dana Ruiz on LinkedIn (opens in a new tab)',
    });
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn.getAttribute('rel')).toContain('noopener');
    expect(
      within(acme!).getByRole('row', { name: /Lee Park/ }),
    ).toHaveTextContent('Safety Director');
    expect(
      within(bolt!).getByRole('row', { name: /Sam Cole/ }),
    ).toHaveTextContent('Owner / executive');
    expect(screen.getByText('Companies 1–2 of 2')).toBeInTheDocument();
  });

  it('should send a toggled role and typed title words, and keep them in the address', async () => {
    const { post, router, user } = setup(
      '/edge/results/pc?view=contacts&cpage=2',
    );
    await findTable();
    const hr = roleChip('HR');
    expect(hr).toHaveAttribute('aria-pressed', 'false');
    await user.click(hr);
    await waitFor(() => expect(hr).toHaveAttribute('aria-pressed', 'true'));
    // A new role starts again at the first page of companies.
    expect(router.state.location.search).toBe('?view=contacts&roles=hr');
    roleChip('Fleet').focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?view=contacts&roles=hr%2Cfleet',
      ),
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Title contains' }),
      'risk man',
    );
    await waitFor(() =>
      expect(lastBody(post)).toMatchObject({
        roles: ['hr', 'fleet'],
        title: 'risk man',
      }),
    );
    expect(router.state.location.search).toBe(
      '?view=contacts&roles=hr%2Cfleet&title=risk+man',
    );
    // Only the words as they stood when typing paused were searched.
    const titles = post.requests.map((request) => bodyOf(request).title);
    expect(titles).not.toContain('r');
  });

  it('should put back the title words of the address on Back', async () => {
    const { router, user } = setup();
    await findTable();
    const field = screen.getByRole('textbox', { name: 'Title contains' });
    await user.type(field, 'payroll');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?view=contacts&title=payroll'),
    );
    await router.navigate(-1);
    await waitFor(() => expect(field).toHaveValue(''));
    // Back is not undone by the words that were on screen.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(router.state.location.search).toBe('?view=contacts');
  });

  it('should read the roles, title words and page from the address', async () => {
    const { post } = setup(
      '/edge/results/pc?view=contacts&roles=benefits,hr,cto&title=Benefits&cpage=2&size=10',
      contactsPage([ACME], { companies: 14, contacts: 20 }),
    );
    await findTable();
    expect(roleChip('HR')).toHaveAttribute('aria-pressed', 'true');
    expect(roleChip('Benefits')).toHaveAttribute('aria-pressed', 'true');
    expect(roleChip('Risk')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('textbox', { name: 'Title contains' })).toHaveValue(
      'Benefits',
    );
    expect(lastBody(post, 1)).toMatchObject({
      page: 1,
      pageSize: 10,
      roles: ['hr', 'benefits'],
      title: 'Benefits',
    });
    expect(screen.getByText('Companies 11–14 of 14')).toBeInTheDocument();
  });

  it('should hide e-mail, phone and LinkedIn with a note when the licence has no premium contacts', async () => {
    const bare = contactHit('C1', 'Dana Ruiz');
    delete bare.email;
    delete bare.phone;
    delete bare.linkedin_url;
    setup(
      '/edge/results/pc?view=contacts',
      contactsPage([contactsCompany('M1', 'Acme Plumbing', [bare])], {
        has_premium_fields: false,
      }),
    );
    const table = await findTable();
    expect(
      screen.getByText(/premium contacts, which your licence does not include/),
    ).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Title', 'Roles']);
    expect(within(table).queryByRole('link', { name: /LinkedIn/ })).toBeNull();
  });

  it('should say when no contact has the chosen roles and show every contact again', async () => {
    const { post, router, user } = setup(
      '/edge/results/pc?view=contacts&roles=fleet&title=driver',
      contactsPage([]),
    );
    expect(
      await screen.findByRole('heading', {
        name: 'No contacts with these roles at the search’s companies',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Choose other roles, or clear the title words.'),
    ).toBeInTheDocument();
    post.answer(PAGE);
    await user.click(
      screen.getByRole('button', { name: 'Show every contact' }),
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe('?view=contacts'),
    );
    expect(await findTable()).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title contains' })).toHaveValue(
      '',
    );
  });

  it('should page by companies and ask for page 1', async () => {
    const { post, router, user } = setup(
      '/edge/results/pc?view=contacts',
      contactsPage([ACME, BOLT], { companies: 61, contacts: 142 }),
    );
    expect(
      await screen.findByRole('heading', {
        name: '142 contacts at 61 companies',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Companies 1–25 of 61')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?view=contacts&cpage=2'),
    );
    await waitFor(() =>
      expect(lastBody(post, 1)).toMatchObject({ page: 1, pageSize: 25 }),
    );
    await user.click(
      screen.getByRole('combobox', { name: /companies per page/i }),
    );
    await user.click(await screen.findByRole('option', { name: '10' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?size=10&view=contacts'),
    );
    expect(lastBody(post, 0)).toMatchObject({ page: 0, pageSize: 10 });
  });

  it('should show a failed contacts search and load it again on Try again', async () => {
    const { post, user } = setup(
      '/edge/results/pc?view=contacts',
      apiFailure(403, 'Contacts are not part of your licence'),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The contacts could not be loaded');
    expect(alert).toHaveTextContent('Contacts are not part of your licence');
    post.answer(PAGE);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findTable()).toBeInTheDocument();
  });

  it('should keep the typed title words with the reason they were refused', async () => {
    const { post, user } = setup();
    await findTable();
    post.fail(400, 'Invalid request', {
      code: 'VALIDATION',
      fields: { title: 'Title words have at most 80 characters' },
    });
    const field = screen.getByRole('textbox', { name: 'Title contains' });
    await user.type(field, 'claims');
    expect(
      await screen.findByText('These roles or title words are not valid'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('claims');
    expect(field).toHaveAccessibleDescription(
      'Title words have at most 80 characters',
    );
  });
});
