import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SupportDatasets } from '@edge/contracts';
import { demoUser, type DemoUsername } from '../../testing/demo-users';
import { fakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import {
  SupportContactRoute,
  SupportDataRoute,
  SupportIndexRoute,
  SupportTopicRoute,
} from './support';

const ROUTES = [
  { path: '/app/support', element: <SupportIndexRoute /> },
  { path: '/app/support/data', element: <SupportDataRoute /> },
  { path: '/app/support/contact', element: <SupportContactRoute /> },
  { path: '/app/support/:topic', element: <SupportTopicRoute /> },
];
const FORBIDDEN = 'You do not have permission to access this page';

const open = (path: string, username: DemoUsername = 'pc.broker') =>
  renderRoutes(ROUTES, { path, user: demoUser(username) });

// Pasted, not typed: a key at a time is slow in jsdom.
async function fill(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
) {
  await user.click(field);
  await user.paste(text);
}

const DATASETS: SupportDatasets = {
  companies: 25000,
  datasets: [
    {
      dataset: 'f5500',
      label: 'Form 5500 (DOL EFAST2)',
      source: 'U.S. Department of Labor, EBSA: Form 5500 data sets',
      used_for: 'Benefit plans, participants and filings.',
      modules: ['eb'],
      files: 2,
      file_name: 'f_5500_2025_latest.csv',
      imported_at: '2026-11-27T08:00:00.000Z',
      as_of_date: '2026-10-30',
      latest_year: 2025,
      year_kind: 'plan',
      companies: 6120,
    },
    {
      dataset: 'osha_inspection',
      label: 'OSHA Enforcement Data: Inspections (DOL)',
      source: 'U.S. Department of Labor: enforcement data catalog',
      used_for: 'Inspections by OSHA and state plans.',
      modules: ['pc'],
      files: 1,
      file_name: 'osha_inspection.csv',
      imported_at: '2026-11-27T08:01:00.000Z',
      as_of_date: null,
      latest_year: null,
      year_kind: null,
      companies: 80,
    },
  ],
};

describe('Support Center screens', { timeout: 20_000 }, () => {
  it('should list the help topics and narrow them to the pages a search finds', async () => {
    fakeApi();
    open('/app/support');
    const topics = await screen.findByRole('region', { name: 'Help topics' });
    expect(within(topics).getAllByRole('heading', { level: 3 })).toHaveLength(
      9,
    );
    await userEvent
      .setup()
      .type(screen.getByRole('searchbox', { name: 'Search help' }), 'mcs-150');
    const found = await screen.findByRole('region', {
      name: /help pages? found/,
    });
    const links = within(found)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toContain('Searching Commercial Lines');
    expect(links).toContain('Alerts and the daily e-mail');
    expect(links).not.toContain('Saved searches');
    expect(
      screen.getByRole('link', { name: 'Contact support' }),
    ).toHaveAttribute('href', '/app/support/contact');
  });

  it('should say when no page mentions the words, with the way to ask', async () => {
    fakeApi();
    open('/app/support');
    await userEvent
      .setup()
      .type(
        await screen.findByRole('searchbox', { name: 'Search help' }),
        'zebra',
      );
    expect(
      await screen.findByText(/No help page mentions “zebra”/),
    ).toBeVisible();
  });

  it('should show a help page with its sections and the export limits the server is configured with', async () => {
    const api = fakeApi();
    const limits = api.answer('GET /api/v1/support/limits', {
      export_max_rows: 40000,
      exports_per_day: 12,
      exports_at_once: 3,
      export_file_hours: 72,
      alert_digest_hour: 7,
      support_requests_per_hour: 5,
    });
    open('/app/support/exports');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Exports and Track Exports',
      }),
    ).toBeVisible();
    const onPage = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(onPage).getByRole('link', { name: 'Limits' }),
    ).toHaveAttribute('href', '#limits');
    const section = screen.getByRole('region', { name: 'Limits' });
    expect(await within(section).findByText(/Up to 40,000\./)).toBeVisible();
    expect(within(section).getByText(/12 in any 24 hours/)).toBeVisible();
    expect(within(section).getByText(/72 hours after/)).toBeVisible();
    expect(limits.requests).toHaveLength(1);
  });

  it("should list both modules' event types on the alerts page, asking nothing", async () => {
    const api = fakeApi();
    open('/app/support/alerts');
    const types = await screen.findByRole('region', { name: 'Event types' });
    expect(within(types).getByText('DOT Renewal Reminder')).toBeVisible();
    expect(within(types).getByText('Broker Dropped')).toBeVisible();
    expect(api.requests).toEqual([]);
  });

  it('should say so for a help page that does not exist', async () => {
    fakeApi();
    open('/app/support/nothing-here');
    expect(
      await screen.findByText('That help page does not exist.'),
    ).toBeVisible();
  });

  it('should list each dataset with its source, as-of date and the companies it covers', async () => {
    const api = fakeApi();
    api.answer('GET /api/v1/support/datasets', DATASETS);
    open('/app/support/data');
    const form5500 = await screen.findByRole('listitem', {
      name: 'Form 5500 (DOL EFAST2)',
    });
    expect(within(form5500).getByText('10/30/2026')).toBeVisible();
    expect(within(form5500).getByText('6,120 (24%)')).toBeVisible();
    expect(within(form5500).getByText('Plan year 2025')).toBeVisible();
    expect(
      within(form5500).getByText(
        /Newest file: f_5500_2025_latest\.csv \(2 files imported\)/,
      ),
    ).toBeVisible();
    const osha = screen.getByRole('listitem', {
      name: 'OSHA Enforcement Data: Inspections (DOL)',
    });
    expect(within(osha).getByText('Not stated')).toBeVisible();
    expect(within(osha).getByText('80 (<1%)')).toBeVisible();
    expect(
      screen.getByText(
        /2 datasets cover 25,000 companies; the newest data is as of 10\/30\/2026/,
      ),
    ).toBeVisible();
  });

  it('should offer to try the data page again when it fails', async () => {
    const api = fakeApi();
    api.fail(
      'GET /api/v1/support/datasets',
      429,
      'Too many requests. Please wait a moment and try again.',
    );
    open('/app/support/data');
    expect(
      await screen.findByText('The datasets could not be loaded.'),
    ).toBeVisible();
    api.answer('GET /api/v1/support/datasets', DATASETS);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('listitem', { name: 'Form 5500 (DOL EFAST2)' }),
    ).toBeVisible();
  });

  it('should send the message with the account of the session and show its reference', async () => {
    const api = fakeApi();
    const send = api.answer('POST /api/v1/support/requests', {
      id: 42,
      reference: 'SR-000042',
      subject: 'Map shows no clusters',
      created_at: '2026-11-27T09:00:00.000Z',
      reply_to: 'pc.broker@demo.edge.local',
      message:
        'Thank you: your message SR-000042 has reached our support team. We will answer at pc.broker@demo.edge.local.',
    });
    open('/app/support/contact');
    expect(await screen.findByText('pc.broker@demo.edge.local')).toBeVisible();
    expect(screen.getByText('Demo Agency')).toBeVisible();
    const user = userEvent.setup();
    await fill(
      user,
      screen.getByLabelText(/^Subject/),
      'Map shows no clusters',
    );
    await fill(
      user,
      screen.getByLabelText(/^Message/),
      'The results map of my Texas search shows no clusters.',
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Message sent: reference SR-000042'),
    ).toBeVisible();
    expect(send.requests[0]!.body).toEqual({
      subject: 'Map shows no clusters',
      message: 'The results map of my Texas search shows no clusters.',
    });
    await user.click(
      screen.getByRole('button', { name: 'Send another message' }),
    );
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
  });

  it('should check the form before sending and keep what was typed when the server refuses', async () => {
    const api = fakeApi();
    const send = api.fail(
      'POST /api/v1/support/requests',
      429,
      'You have sent 5 messages in the last hour, the most allowed. Please wait a little before you send another.',
      { code: 'SUPPORT_REQUESTS_PER_HOUR' },
    );
    open('/app/support/contact');
    const user = userEvent.setup();
    const subject = await screen.findByLabelText(/^Subject/);
    await fill(user, subject, 'ab');
    await fill(user, screen.getByLabelText(/^Message/), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Enter a subject of at least 3 characters.'),
    ).toBeVisible();
    expect(
      screen.getByText('Write at least 10 characters, so we know how to help.'),
    ).toBeVisible();
    expect(send.requests).toEqual([]);
    await fill(user, subject, 'c');
    await fill(user, screen.getByLabelText(/^Message/), ' at all, really.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent 5 messages in the last hour',
    );
    expect(subject).toHaveValue('abc');
    expect(screen.getByLabelText(/^Message/)).toHaveValue(
      'Too short at all, really.',
    );
    expect(send.requests).toHaveLength(1);
  });

  it("should put the server's field messages on their fields", async () => {
    const api = fakeApi();
    api.fail(
      'POST /api/v1/support/requests',
      400,
      'Some of the values you entered are not valid.',
      {
        code: 'VALIDATION',
        fields: { subject: 'A subject is one line.' },
      },
    );
    open('/app/support/contact');
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText(/^Subject/), 'Exports');
    await fill(
      user,
      screen.getByLabelText(/^Message/),
      'Where is my export file?',
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('A subject is one line.')).toBeVisible();
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Exports');
  });

  it.each([
    '/app/support',
    '/app/support/data',
    '/app/support/contact',
    '/app/support/keyboard',
  ])(
    'should show a partner-platform user the 403 page at %s, asking nothing',
    async (path) => {
      const api = fakeApi();
      open(path, 'partner.broker');
      expect(await screen.findByText(FORBIDDEN)).toBeVisible();
      expect(api.requests).toEqual([]);
    },
  );
});
