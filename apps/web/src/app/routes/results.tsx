import { mayExport } from '@edge/contracts';
import { PageFrame } from '../../components/layouts/page-frame';
import { ExportResultsButton } from '../../features/exports/components/export-results-button';
import { ExportedMark } from '../../features/exports/components/exported-mark';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { InYourAmsMark } from '../../features/partner/components/in-your-ams-mark';
import { StageChip } from '../../features/pipeline/components/stage-chip';
import { useAmsAccess } from '../../features/partner/hooks/use-ams-access';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';
import { SearchResults } from '../../features/search/components/results/search-results';
import { useResultsUrlState } from '../../features/search/hooks/use-results-url-state';
import { useActiveModule } from '../../hooks/use-active-module';
import { MODULE_LABELS } from '../../utils/route-module';
import { FavoriteStar } from '../favorite-star';
import { TickedActions } from '../ticked-actions';

export function ResultsRoute() {
  const module = useActiveModule('pc');
  const { state } = useResultsUrlState(module);
  const user = useCurrentUser();
  const canExport = mayExport(user, module);
  // Partner-platform users whose licence has the AMS only (SPEC §3).
  const { hasAms } = useAmsAccess(user);
  return (
    <PageFrame
      eyebrow={MODULE_LABELS[module]}
      title="Search Results"
      isWide
      description="Companies matching your search, as a table, on a map, or by the people to call."
    >
      <SearchResults
        module={module}
        // Every user may tick rows: to favorite them or set their stage,
        // and to export them when they may export.
        isTickable
        toolbarActions={(results) => (
          <>
            <SaveSearchButton module={module} criteria={state.criteria} />
            {canExport && (
              <ExportResultsButton
                module={module}
                total={results.total}
                ticked={results.ticked}
                columns={results.columns}
                request={{
                  kind: 'results',
                  criteria: results.criteria,
                  sort: results.sort,
                }}
                contactRoles={results.contactRoles}
              />
            )}
            <TickedActions module={module} ticked={results.ticked} />
          </>
        )}
        companyActions={(company) => (
          <FavoriteStar
            module={module}
            muns={company.muns}
            entityName={company.entity_name}
          />
        )}
        companyNote={(company) => (
          <>
            <ExportedMark module={module} muns={company.muns} />
            <StageChip module={module} muns={company.muns} />
            {hasAms && <InYourAmsMark muns={company.muns} />}
          </>
        )}
      />
    </PageFrame>
  );
}
