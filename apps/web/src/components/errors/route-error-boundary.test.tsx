import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { ErrorContent } from './route-error-boundary';

function renderError(error: unknown) {
  render(
    <MemoryRouter>
      <ErrorContent error={error} />
    </MemoryRouter>,
  );
}

const apiError = (statusCode: number) =>
  new ApiError({
    message: 'x',
    statusCode,
    techMessage: `GET /x ${statusCode}`,
  });

describe('ErrorContent', () => {
  it('should show the 401 page with a support link', () => {
    renderError(apiError(401));
    expect(
      screen.getByText('Login to try accessing the page...'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Contact support' }),
    ).toBeInTheDocument();
  });

  it('should show the 403 page', () => {
    renderError(apiError(403));
    expect(
      screen.getByText('You do not have permission to access this page'),
    ).toBeInTheDocument();
  });

  it('should show the 404 page', () => {
    renderError(apiError(404));
    expect(
      screen.getByText(
        'The page may no longer exist or the URL may be incorrect',
      ),
    ).toBeInTheDocument();
  });

  it('should show a 400 as the 500 page', () => {
    renderError(apiError(400));
    expect(
      screen.getByText('The server encountered an internal error'),
    ).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
  });

  it('should show the unexpected-error screen with an inferred status', () => {
    renderError(new Error('Forbidden by policy'));
    expect(
      screen.getByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('An unexpected error occurred'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Try refreshing the page or coming back later...'),
    ).toBeInTheDocument();
    expect(screen.getByText('403')).toBeInTheDocument();
  });
});
