import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '../../lib/api-error';
import { isRedirectLoopError } from '../../lib/redirect-guard';
import { MinimalLayout } from '../layouts/minimal-layout';
import { ErrorPage } from './error-page';
import { UnexpectedError } from './unexpected-error';

export function ErrorContent({ error }: { error: unknown }) {
  // SPEC §4: the redirect-loop page is a 500 with its own message.
  if (isRedirectLoopError(error)) {
    return <ErrorPage status={error.statusCode} message={error.message} />;
  }
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} />;
  if (isApiError(error)) return <ErrorPage status={error.statusCode} />;
  return <UnexpectedError error={error} />;
}

/** STYLE §4: a route's errorElement renders the spec's error page. */
export function RouteErrorBoundary({
  isInShell = false,
}: {
  isInShell?: boolean;
}) {
  const error = useRouteError();
  if (isInShell) return <ErrorContent error={error} />;
  return (
    <MinimalLayout>
      <ErrorContent error={error} />
    </MinimalLayout>
  );
}
