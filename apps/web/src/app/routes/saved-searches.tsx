import { PageFrame } from '../../components/layouts/page-frame';
import { paths } from '../../config/paths';
import { SavedSearchAlertToggle } from '../../features/alerts/components/saved-search-alert-toggle';
import { SavedSearchesPanel } from '../../features/saved-searches/components/saved-searches-panel';
import { useActiveModule } from '../../hooks/use-active-module';
import { MODULE_LABELS } from '../../utils/route-module';
import { editHrefOf, runHrefOf } from '../saved-search-links';

export function SavedSearchesRoute() {
  const module = useActiveModule('pc');
  return (
    <PageFrame
      eyebrow={MODULE_LABELS[module]}
      title="Saved Searches"
      description="Searches you save to run again in one click. Switch on alerts to hear about companies that newly match."
    >
      <SavedSearchesPanel
        module={module}
        searchHref={paths.home(module)}
        runHrefOf={(search) => runHrefOf(module, search)}
        editHrefOf={(search) => editHrefOf(module, search)}
        renderExtras={(search) => (
          <SavedSearchAlertToggle
            module={module}
            savedSearchId={search.id}
            searchName={search.searchName}
          />
        )}
      />
    </PageFrame>
  );
}
