import { ErrorPage } from '../../components/errors/error-page';
import { MinimalLayout } from '../../components/layouts/minimal-layout';

/** SPEC §2: any other path. The Home link leads to the landing screen. */
export function NotFoundRoute() {
  return (
    <MinimalLayout>
      <ErrorPage status={404} title="That page does not exist." />
    </MinimalLayout>
  );
}
