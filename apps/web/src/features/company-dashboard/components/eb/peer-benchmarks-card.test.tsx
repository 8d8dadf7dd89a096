import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PeerBenchmarksReport, PeerMeasure } from '@edge/contracts';
import { fakeApi } from '../../../../testing/fake-api';
import { renderRoutes } from '../../../../testing/render-routes';
import { PeerBenchmarksCard } from './peer-benchmarks-card';

const ROUTE = 'GET /api/v1/companies/:muns/reports/peer-benchmarks';

const NO_PEERS: PeerMeasure = {
  status: 'not_enough_peers',
  value: null,
  peers: 2,
  min: null,
  p25: null,
  median: null,
  p75: null,
  max: null,
  percentile_rank: null,
};

const REPORT: PeerBenchmarksReport = {
  muns: 'M1',
  sources: [],
  premium_year: 2024,
  premium: 480_000,
  commission: 24_000,
  participants: 120,
  group: {
    sector: '62',
    sector_label: 'Health Care and Social Assistance',
    size_band: '100-499',
    size_band_label: '100 to 499 employees',
    state: 'CA',
    state_label: 'California',
    scope: 'state',
  },
  peer_count: 148,
  minimum_peers: 5,
  premium_per_participant: {
    status: 'ok',
    value: 4000,
    peers: 148,
    min: 900,
    p25: 2500,
    median: 3200,
    p75: 4100,
    max: 9800,
    percentile_rank: 72,
  },
  commission_rate: {
    status: 'no_company_value',
    value: null,
    peers: 140,
    min: 0,
    p25: 0.03,
    median: 0.042,
    p75: 0.05,
    max: 0.12,
    percentile_rank: null,
  },
};

function setup(report: PeerBenchmarksReport | null) {
  const api = fakeApi();
  if (report) api.answer(ROUTE, report);
  else api.fail(ROUTE, 404, 'Company not found.');
  renderRoutes(
    [
      {
        path: '/edge/results/dashboard/:muns',
        element: <PeerBenchmarksCard muns="M1" />,
      },
    ],
    { path: '/edge/results/dashboard/M1' },
  );
}

describe('PeerBenchmarksCard', { timeout: 20_000 }, () => {
  it('should show each measure against its peers, in words and as a bar', async () => {
    setup(REPORT);
    const premium = await screen.findByRole('region', {
      name: 'Premium per participant',
    });
    expect(within(premium).getByText('$4k')).toBeVisible();
    expect(within(premium).getByText('$3.2k')).toBeVisible();
    expect(
      within(premium).getByText(/Higher than 72% of 148 peers/),
    ).toBeVisible();
    expect(
      within(premium).getByRole('img', {
        name: 'Premium per participant: this company $4k. Peers: Median $3.2k, middle half $2.5k to $4.1k, lowest $900, highest $9.8k.',
      }),
    ).toBeVisible();
    expect(
      screen.getByText(
        /Health Care and Social Assistance, 100 to 499 employees, California \(148\s+companies\)/,
      ),
    ).toBeVisible();
    expect(screen.getByText('Schedule A 2024')).toBeVisible();
  });

  it('should show the peers without a marker when the company lacks the measure', async () => {
    setup(REPORT);
    const rate = await screen.findByRole('region', { name: 'Commission rate' });
    expect(within(rate).getByText('Not reported')).toBeVisible();
    expect(within(rate).getByText('4.2%')).toBeVisible();
    expect(
      within(rate).getByText(/Not reported for this company; 140 peers/),
    ).toBeVisible();
    expect(
      within(rate).queryByTestId('company-marker'),
    ).not.toBeInTheDocument();
  });

  it('should say there are not enough peers to compare', async () => {
    setup({
      ...REPORT,
      peer_count: 2,
      premium_per_participant: NO_PEERS,
      commission_rate: NO_PEERS,
    });
    expect(
      await screen.findByText(
        'Not enough peers to compare: 2 peers with a reported premium in Health Care and Social Assistance, 100 to 499 employees, California, at least 5 needed.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('should show its own error with Retry when the answer fails', async () => {
    setup(null);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Peer benchmarks could not be loaded.'),
    ).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
