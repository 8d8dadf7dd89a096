import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STATISTICS_FIGURES, type Module } from '@edge/contracts';
import { demoUser } from '../../testing/demo-users';
import { apiFailure, fakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import {
  NAICS_NODES,
  premiumByLine,
  renewalMonths,
  statFigure,
  topCarriers,
} from '../../testing/statistics-fixtures';
import { StatisticsRoute } from './statistics';

function setup(path: string, isOn: boolean) {
  const api = fakeApi();
  const flag = api.answer('GET /api/ld-variation', { value: isOn });
  api.answer('GET /api/v1/lookups/naics', { nodes: NAICS_NODES, total: 900 });
  const figures = api.answer('GET /api/v1/statistics/:module/:figure', (r) =>
    statFigure(r.params.module as Module, r.params.figure!),
  );
  renderRoutes(
    [
      { path: '/edge/statistics/pc', element: <StatisticsRoute /> },
      { path: '/edge/statistics/eb', element: <StatisticsRoute /> },
    ],
    { path, user: demoUser('full.broker') },
  );
  return { api, flag, figures, user: userEvent.setup() };
}

const card = (title: string) => screen.getByRole('region', { name: title });

// SPEC §6: Statistics needs a feature flag, checked on the route.
describe('StatisticsRoute', { timeout: 20_000 }, () => {
  it.each(['/edge/statistics/pc', '/edge/statistics/eb'])(
    'should show the 403 page at %s when the flag is off for the account',
    async (path) => {
      const { api, flag } = setup(path, false);
      expect(await screen.findByText('403')).toBeInTheDocument();
      expect(
        screen.getByText('You do not have permission to access this page'),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole('heading', { name: 'Statistics' }),
      ).not.toBeInTheDocument();
      expect(flag.requests.map((r) => r.query)).toEqual([
        { flag: 'statistics-enabled' },
      ]);
      // Not one figure is asked for behind the 403.
      expect(api.requests.map((r) => r.path)).toEqual(['/api/ld-variation']);
    },
  );

  it.each(['pc', 'eb'] as const)(
    'should show every %s figure in page order, each with its table and chart',
    async (module) => {
      const { figures } = setup(`/edge/statistics/${module}`, true);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Statistics' }),
      ).toBeInTheDocument();
      const titles = STATISTICS_FIGURES[module].map((f) => f.title);
      expect(
        screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent),
      ).toEqual(titles);
      for (const title of titles) {
        const table = await within(card(title)).findByRole('table', {
          name: title,
        });
        expect(
          within(table).getByRole('rowheader', { name: 'TX' }),
        ).toBeVisible();
        expect(
          within(table).getByRole('cell', { name: '52,340' }),
        ).toBeVisible();
        expect(
          within(card(title)).getByRole('img', {
            name: `Chart of ${title}: Companies by State`,
          }),
        ).toBeInTheDocument();
        expect(
          within(card(title)).getByRole('button', {
            name: `Download CSV of ${title}`,
          }),
        ).toBeVisible();
      }
      expect(figures.requests.map((r) => r.params.figure)).toEqual(
        STATISTICS_FIGURES[module].map((f) => f.id),
      );
      expect(figures.requests.every((r) => r.params.module === module)).toBe(
        true,
      );
    },
  );

  it('should say how many companies have the data, and the source and its date', async () => {
    setup('/edge/statistics/pc', true);
    const osha = await screen.findByRole('region', {
      name: 'OSHA inspections, violations and penalties',
    });
    expect(
      await within(osha).findByText(
        'Companies with an OSHA inspection: 12,345 of 98,765 companies (12.5%)',
      ),
    ).toBeVisible();
    expect(
      within(osha).getByText(
        'Source: OSHA enforcement data · Data as of 3/1/2026',
      ),
    ).toBeVisible();
  });

  it('should write shares, changes in points and money, and switch the charted measure', async () => {
    const { api, user } = setup('/edge/statistics/eb', true);
    api.answer('GET /api/v1/statistics/:module/:figure', (r) =>
      statFigure(
        'eb',
        r.params.figure!,
        r.params.figure === 'top-carriers' ? topCarriers() : {},
      ),
    );
    const carriers = await screen.findByRole('region', {
      name: 'Top carriers',
    });
    const table = await within(carriers).findByRole('table', {
      name: 'Top carriers',
    });
    const acme = within(table).getByRole('row', { name: /Acme Life/ });
    expect(
      within(acme)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1,204', '$12.3M', '12.3%', '+1.2 pp']);
    expect(within(acme).getByRole('cell', { name: '$12.3M' })).toHaveAttribute(
      'title',
      '$12,345,678',
    );
    expect(within(table).getByRole('cell', { name: '-0.8 pp' })).toBeVisible();
    expect(within(carriers).getByText('Year 2024')).toBeVisible();

    const measures = within(carriers).getByRole('group', {
      name: 'Chart of Top carriers',
    });
    const premium = within(measures).getByRole('button', { name: 'Premium' });
    expect(premium).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(carriers).getByRole('img', {
        name: 'Chart of Top carriers: Premium by Carrier',
      }),
    ).toBeInTheDocument();
    await user.click(
      within(measures).getByRole('button', { name: 'Market share' }),
    );
    expect(
      within(carriers).getByRole('img', {
        name: 'Chart of Top carriers: Market share by Carrier',
      }),
    ).toBeInTheDocument();
    expect(premium).toHaveAttribute('aria-pressed', 'false');
  });

  it('should chart a split answer as one series per value, and months by name', async () => {
    const { api } = setup('/edge/statistics/eb', true);
    api.answer('GET /api/v1/statistics/:module/:figure', (r) => {
      const id = r.params.figure!;
      if (id === 'plans-by-line') return statFigure('eb', id, premiumByLine());
      if (id === 'renewal-months') return statFigure('eb', id, renewalMonths());
      return statFigure('eb', id);
    });
    const plans = await screen.findByRole('region', {
      name: 'Plans, participants and premium by line',
    });
    expect(
      await within(plans).findByRole('img', {
        name: 'Chart of Plans, participants and premium by line: Premium by Plan year, one series per Line of business',
      }),
    ).toBeInTheDocument();
    // The legend names each series of the pivot.
    const chart = within(plans).getByRole('img', { name: /one series per/ });
    expect(await within(chart).findByText('Dental')).toBeInTheDocument();
    expect(within(chart).getByText('Health')).toBeInTheDocument();
    expect(within(plans).getAllByRole('row')).toHaveLength(5);
    const months = screen.getByRole('region', { name: 'Renewal months' });
    expect(
      await within(months).findByRole('rowheader', { name: 'January' }),
    ).toBeVisible();
    expect(
      within(months).getByRole('rowheader', { name: 'July' }),
    ).toBeVisible();
  });

  it('should say when a figure has no data for the filters', async () => {
    const { api } = setup('/edge/statistics/pc', true);
    api.answer('GET /api/v1/statistics/:module/:figure', (r) =>
      statFigure('pc', r.params.figure!, { rows: [] }),
    );
    const size = await screen.findByRole('region', {
      name: 'Companies by size',
    });
    expect(
      await within(size).findByText('No data for these filters'),
    ).toBeVisible();
    expect(within(size).queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(size).queryByRole('button', { name: /Download CSV/ }),
    ).not.toBeInTheDocument();
  });

  it('should show a failed figure with Retry, alone, and load it again on Retry', async () => {
    const { api, user } = setup('/edge/statistics/pc', true);
    let isDown = true;
    api.answer('GET /api/v1/statistics/:module/:figure', (r) => {
      const id = r.params.figure!;
      if (id === 'whd-by-year' && isDown) {
        return apiFailure(400, 'The statistics are not available right now.');
      }
      return statFigure('pc', id);
    });
    const whd = await screen.findByRole('region', {
      name: 'Wage-and-hour cases and back wages',
    });
    const alert = await within(whd).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Wage-and-hour cases and back wages could not be loaded.',
    );
    expect(alert).toHaveTextContent(
      'The statistics are not available right now.',
    );
    // The other figures are there all the same.
    expect(
      await within(card('Companies by state')).findByRole('table'),
    ).toBeVisible();
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await within(whd).findByRole('table', {
        name: 'Wage-and-hour cases and back wages',
      }),
    ).toBeVisible();
    expect(within(whd).queryByRole('alert')).not.toBeInTheDocument();
  });
});
