import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render-routes';
import { HeaderNavButtons } from './header-nav-buttons';

describe('HeaderNavButtons', () => {
  it('should link the renewal calendar next to the pipeline board, marking the current page', () => {
    renderRoutes(
      [
        {
          path: '/edge/eb/renewals',
          element: <HeaderNavButtons module="eb" />,
        },
      ],
      { path: '/edge/eb/renewals' },
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Search',
      'Saved Searches',
      'Favorites',
      'Pipeline',
      'Renewals',
    ]);
    const renewals = screen.getByRole('link', { name: 'Renewals' });
    expect(renewals).toHaveAttribute('href', '/edge/eb/renewals');
    expect(renewals).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Pipeline' })).not.toHaveAttribute(
      'aria-current',
    );
  });
});
