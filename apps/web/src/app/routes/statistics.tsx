import { useMemo } from 'react';
import { getPermittedStates, type Module } from '@edge/contracts';
import { PageFrame } from '../../components/layouts/page-frame';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { useNaicsTree } from '../../features/search/api/get-naics';
import { StatisticsPage } from '../../features/statistics/components/statistics-page';
import { useActiveModule } from '../../hooks/use-active-module';
import { MODULE_LABELS } from '../../utils/route-module';
import { RequireFlag } from '../guards/require-flag';

const NO_INDUSTRIES = [] as const;

function StatisticsScreen({ module }: { module: Module }) {
  const user = useCurrentUser();
  const permittedStates = useMemo(
    () => getPermittedStates(user.products, module),
    [user.products, module],
  );
  // The search's industry tree names the sectors and codes of the filter;
  // without it, typed codes still filter.
  const industries = useNaicsTree(module).data ?? NO_INDUSTRIES;
  return (
    <PageFrame
      eyebrow={MODULE_LABELS[module]}
      title="Statistics"
      description="Market statistics over the companies in your permitted states. Every figure follows the filters."
    >
      <StatisticsPage
        key={module}
        module={module}
        permittedStates={permittedStates}
        industries={industries}
      />
    </PageFrame>
  );
}

/** /edge/statistics/:module: behind the statistics flag (SPEC §6). */
export function StatisticsRoute() {
  const module = useActiveModule('pc');
  return (
    <RequireFlag flag="statistics-enabled">
      <StatisticsScreen module={module} />
    </RequireFlag>
  );
}
