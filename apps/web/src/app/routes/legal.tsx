import { useParams } from 'react-router';
import { ErrorPage } from '../../components/errors/error-page';
import { MinimalLayout } from '../../components/layouts/minimal-layout';
import { LegalPageView } from '../../features/support/components/legal-page-view';
import { findLegalPage } from '../../features/support/content/legal/legal-pages';

/** /app/legal/:page: the footer's Terms, Privacy, DMCA and Cookie pages. */
export function LegalRoute() {
  const page = findLegalPage(useParams().page);
  return (
    <MinimalLayout>
      {page ? (
        <LegalPageView key={page.slug} page={page} />
      ) : (
        <ErrorPage status={404} title="That page does not exist." />
      )}
    </MinimalLayout>
  );
}
