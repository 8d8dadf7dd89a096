import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { PipelineRoute } from './pipeline';

describe('PipelineRoute', { timeout: 20_000 }, () => {
  it('should link the module’s renewal calendar from the board', async () => {
    fakeApi().answer('GET /api/v1/pipeline/:module', {
      count: 0,
      companies: [],
    });
    renderRoutes([{ path: '/edge/eb/pipeline', element: <PipelineRoute /> }], {
      path: '/edge/eb/pipeline',
    });
    expect(
      screen.getByRole('link', { name: 'Renewal calendar' }),
    ).toHaveAttribute('href', '/edge/eb/renewals');
    expect(
      await screen.findByText(/No companies in your pipeline yet/),
    ).toBeVisible();
  });
});
