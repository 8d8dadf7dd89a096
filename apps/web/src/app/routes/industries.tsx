import { PageFrame } from '../../components/layouts/page-frame';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { isIndustriesDisabled } from '../../features/layout/utils/get-tools-menu-items';
import { IndustriesBrowser } from '../../features/search/components/industries/industries-browser';
import { IndustriesUnavailable } from '../../features/search/components/industries/industries-unavailable';

export function IndustriesRoute() {
  const user = useCurrentUser();
  return (
    <PageFrame
      eyebrow="Commercial Lines"
      title="Industries"
      description="Companies by industry (NAICS code) in the states you can search. Choose an industry to see its companies."
    >
      {/* SPEC §6: the same rule that disables Industries in the Tools menu. */}
      {isIndustriesDisabled(user) ? (
        <IndustriesUnavailable />
      ) : (
        <IndustriesBrowser />
      )}
    </PageFrame>
  );
}
