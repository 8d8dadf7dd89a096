import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-routes';
import { ExportedMark } from './exported-mark';

function setup(muns: string[]) {
  const api = fakeApi();
  const marks = api.answer('GET /api/v1/exports/marks', {
    marks: [
      {
        muns: 'M1',
        // Noon UTC: the same day in every time zone the tests run in.
        exported_at: '2026-03-04T12:00:00.000Z',
        exported_by: 'J. Smith',
      },
    ],
  });
  renderRoutes(
    [
      {
        path: '/edge/results/pc',
        element: (
          <ul>
            {muns.map((m) => (
              <li key={m} aria-label={m}>
                <ExportedMark module="pc" muns={m} />
              </li>
            ))}
          </ul>
        ),
      },
    ],
    { path: '/edge/results/pc' },
  );
  return { marks };
}

describe('ExportedMark', () => {
  it('should mark a company a colleague exported, asking once for the whole page', async () => {
    const { marks } = setup(['M1', 'M2', 'M3']);
    const mark = await screen.findByText('Exported 3/4/2026 by J. Smith');
    expect(mark).toBeVisible();
    expect(mark).toHaveAccessibleDescription(
      'J. Smith, of your account, exported this company on 3/4/2026: check with them before you work this lead.',
    );
    expect(screen.getByLabelText('M2')).toBeEmptyDOMElement();
    expect(marks.requests).toHaveLength(1);
    expect(marks.requests[0]?.query).toEqual({
      module: 'pc',
      muns: 'M1,M2,M3',
    });
  });
});
