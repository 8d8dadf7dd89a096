import { isIndustriesDisabled } from '@edge/contracts';
import { PageFrame } from '../../components/layouts/page-frame';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { IndustriesBrowser } from '../../features/search/components/industries/industries-browser';
import { ForbiddenPage } from '../guards/forbidden-page';

export function IndustriesRoute() {
  const user = useCurrentUser();
  // SPEC §6: disabled in the Tools menu is forbidden here, as on the server.
  if (isIndustriesDisabled(user)) return <ForbiddenPage switchTo="pc" />;
  return (
    <PageFrame
      eyebrow="Commercial Lines"
      title="Industries"
      description="Companies by industry (NAICS code) in the states you can search. Choose an industry to see its companies."
    >
      <IndustriesBrowser />
    </PageFrame>
  );
}
