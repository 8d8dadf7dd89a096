import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  activityReportFixture,
  usageReportFixture,
} from '../../features/activity-reports/utils/report-fixtures';
import { demoUser, type DemoUsername } from '../../testing/demo-users';
import { fakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import {
  ActivityReportRoute,
  GenericActivityReportRoute,
  GroupActivityReportRoute,
  GroupReportRoute,
  GroupReportsRoute,
  UsageReportRoute,
} from './activity-reports';

const ROUTES = [
  { path: '/app/actlog/all', element: <ActivityReportRoute /> },
  { path: '/app/actlog/generic', element: <GenericActivityReportRoute /> },
  { path: '/app/actlog/groups', element: <GroupReportsRoute /> },
  { path: '/app/actlog/groups/:groupId', element: <GroupReportRoute /> },
  { path: '/app/actlog/group/:groupId', element: <GroupActivityReportRoute /> },
  { path: '/app/actlog/usage', element: <UsageReportRoute /> },
];
const FORBIDDEN = 'You do not have permission to access this page';

const open = (username: DemoUsername, path: string) =>
  renderRoutes(ROUTES, { path, user: demoUser(username) });

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Activity per user' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

// The chart library loads on first use: the first screens take a while.
describe('admin report screens', { timeout: 20_000 }, () => {
  it.each([
    ['pc.broker', '/app/actlog/generic'],
    ['ent.group', '/app/actlog/generic'],
    ['ent.admin', '/app/actlog/all'],
    ['corp.admin', '/app/actlog/usage'],
    ['agency.owner', '/app/actlog/groups'],
    ['ent.admin', '/app/actlog/group/12'],
    ['ent.group', '/app/actlog/group/13'],
  ] as const)(
    'should show %s the 403 page at %s, asking nothing',
    async (username, path) => {
      const api = fakeApi();
      open(username, path);
      expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
      expect(api.requests).toEqual([]);
    },
  );

  it('should show the Generic Activity Report: figures, a sortable table and its CSV in that order', async () => {
    const api = fakeApi();
    const route = api.answer(
      'GET /api/v1/admin/activity/generic',
      activityReportFixture(),
    );
    open('ent.admin', '/app/actlog/generic?from=2026-11-25&to=2026-11-27');
    expect(
      await screen.findByRole('heading', { name: 'Generic Activity Report' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(route.requests[0]!.query).toEqual({
      from: '2026-11-25',
      to: '2026-11-27',
    });
    expect(rowNames()).toEqual([
      'Ann Leeann.lee',
      'Bob Raybob.ray',
      'Cy Idlecy.idle',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Searches' }));
    expect(rowNames()[0]).toBe('Bob Raybob.ray');
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute(
      'href',
      '/api/v1/admin/activity/generic/csv?from=2026-11-25&to=2026-11-27&sort=searches&direction=desc',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Searches' }));
    expect(rowNames()[0]).toBe('Cy Idlecy.idle');
  });

  it('should ask again for another range, and say why a range is refused', async () => {
    const api = fakeApi();
    const route = api.answer(
      'GET /api/v1/admin/activity/generic',
      activityReportFixture(),
    );
    open('corp.admin', '/app/actlog/generic?from=2026-11-25&to=2026-11-27');
    await screen.findByText('Ann Lee');
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-30');
    expect(
      await screen.findByText('The start date is after the end date.'),
    ).toBeInTheDocument();
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    await screen.findByText('Ann Lee');
    expect(route.requests.at(-1)!.query).toEqual({
      from: '2026-11-01',
      to: '2026-11-27',
    });
  });

  it('should show an empty account and a failed report with Try again', async () => {
    const api = fakeApi();
    const route = api.answer(
      'GET /api/v1/admin/activity/generic',
      activityReportFixture({ users: [] }),
    );
    open('ent.admin', '/app/actlog/generic');
    expect(await screen.findByText('No users to report')).toBeInTheDocument();
    // A refusal is not asked again: its words show at once, with Try again.
    route.fail(404, 'Group not found.');
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(await screen.findByText('Group not found.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Try again' }),
    ).toBeInTheDocument();
  });

  it('should show the Activity Report with the account’s log', async () => {
    const api = fakeApi();
    api.answer('GET /api/v1/admin/activity/report', activityReportFixture());
    api.answer('GET /api/v1/admin/activity/log', {
      page: 0,
      pageSize: 25,
      hasMore: false,
      entries: [
        {
          id: 9,
          at: '2026-11-27T10:00:00.000Z',
          username: 'ann.lee',
          action: 'search',
          module: 'pc',
          summary: 'TX · 50-500 employees',
          resultCount: 412,
        },
      ],
    });
    open('corp.admin', '/app/actlog/all');
    expect(
      await screen.findByText('TX · 50-500 employees'),
    ).toBeInTheDocument();
    expect(screen.getByText('Searched')).toBeInTheDocument();
    expect(screen.getByText('412')).toBeInTheDocument();
  });

  it('should title the chart by what its points cover: days, weeks or months', async () => {
    const api = fakeApi();
    const route = api.answer(
      'GET /api/v1/admin/activity/generic',
      activityReportFixture({
        from: '2024-11-28',
        to: '2026-11-27',
        bucket: 'month',
      }),
    );
    open('ent.admin', '/app/actlog/generic?from=2024-11-28&to=2026-11-27');
    expect(
      await screen.findByText('Per month, Nov 28, 2024 to Nov 27, 2026'),
    ).toBeInTheDocument();
    route.answer(
      activityReportFixture({
        from: '2025-11-28',
        to: '2026-11-27',
        bucket: 'week',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: '1 year' }));
    expect(
      await screen.findByText('Per week, Nov 28, 2025 to Nov 27, 2026'),
    ).toBeInTheDocument();
  });

  it('should show ent.group the report of their own group', async () => {
    const api = fakeApi();
    api.answer(
      'GET /api/v1/admin/activity/group',
      activityReportFixture({ group: { id: 12, name: 'Brokers' } }),
    );
    open('ent.group', '/app/actlog/group/12');
    expect(await screen.findByText('Group: Brokers')).toBeInTheDocument();
  });

  it('should list the groups, each opening its users', async () => {
    const api = fakeApi();
    api.answer('GET /api/v1/admin/activity/groups', {
      from: '2026-10-29',
      to: '2026-11-27',
      groups: [
        {
          groupId: 4,
          name: 'North',
          members: 3,
          activeUsers: 2,
          signIns: 5,
          searches: 8,
          companyViews: 1,
          exports: 0,
        },
      ],
    });
    const one = api.answer(
      'GET /api/v1/admin/activity/groups/:groupId',
      activityReportFixture({ group: { id: 4, name: 'North' } }),
    );
    open('ent.admin', '/app/actlog/groups');
    await userEvent.click(await screen.findByRole('link', { name: 'North' }));
    expect(await screen.findByText('Group: North')).toBeInTheDocument();
    expect(one.requests[0]!.params).toEqual({ groupId: '4' });
  });

  it('should show the Usage Report: seats, active users, exports and modules', async () => {
    const api = fakeApi();
    api.answer('GET /api/v1/admin/usage', usageReportFixture());
    open('ent.group', '/app/actlog/usage');
    expect(await screen.findByText('3 of 25')).toBeInTheDocument();
    expect(screen.getByText('Active, last 30 days')).toBeInTheDocument();
    expect(screen.getByText('Limit 20 per user; 0 at it')).toBeInTheDocument();
    const modules = screen.getByRole('table', {
      name: 'Use per module, last 30 days',
    });
    expect(within(modules).getByText('Commercial Lines')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/v1/admin/usage/csv',
    );
  });
});
