import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api';
import { renderRoutes } from '../../../../testing/render-routes';
import { pcHit, pcPage } from '../../../../testing/search-fixtures';
import { SearchResults } from './search-results';

describe('SearchResults company note', () => {
  it('should put the screen’s note under each company’s name', async () => {
    const api = fakeApi();
    api.answer('GET /api/v1/user/preferences/results-columns/pnc', {
      columns: null,
    });
    api.answer(
      'POST /api/v1/search/pnc',
      pcPage([pcHit('M1', 'Acme Plumbing'), pcHit('M2', 'Bolt Roofing')], 2),
    );
    renderRoutes(
      [
        {
          path: '/edge/results/pc',
          element: (
            <SearchResults
              module="pc"
              companyNote={(company) =>
                company.muns === 'M1' ? <span>Exported by J. Smith</span> : null
              }
            />
          ),
        },
      ],
      { path: '/edge/results/pc' },
    );
    const row = await screen.findByLabelText('Acme Plumbing', {
      selector: 'tr',
    });
    const [nameCell] = within(row).getAllByRole('cell');
    expect(nameCell).toHaveTextContent('Acme PlumbingExported by J. Smith');
    const other = screen.getByLabelText('Bolt Roofing', { selector: 'tr' });
    expect(other).not.toHaveTextContent('Exported');
  });
});
