import { ErrorPage } from '../../components/errors/error-page';
import { MinimalLayout } from '../../components/layouts/minimal-layout';

/** /edge/partner/refused: a shell token Edge did not accept (SPEC §8 401). */
export function PartnerRefusedRoute() {
  return (
    <MinimalLayout>
      <ErrorPage status={401} />
    </MinimalLayout>
  );
}
