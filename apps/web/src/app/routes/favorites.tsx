import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { mayExport, type Module } from '@edge/contracts';
import { PageFrame } from '../../components/layouts/page-frame';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { FavoriteAlertsMenu } from '../../features/alerts/components/favorite-alerts-menu';
import { ExportResultsButton } from '../../features/exports/components/export-results-button';
import {
  FavoritesPanel,
  type FavoritesOnScreen,
} from '../../features/favorites/components/favorites-panel';
import { StageChip } from '../../features/pipeline/components/stage-chip';
import { useShownResultColumns } from '../../features/search/hooks/use-shown-result-columns';
import { useActiveModule } from '../../hooks/use-active-module';
import { MODULE_LABELS } from '../../utils/route-module';

export function FavoritesRoute() {
  const module = useActiveModule('pc');
  const canExport = mayExport(useCurrentUser(), module);
  return (
    <PageFrame
      eyebrow={MODULE_LABELS[module]}
      title="Favorites"
      description={
        <>
          Companies you keep an eye on, with your comments. Star them in your
          search results or import a list. Named lists you can share with
          colleagues are in{' '}
          <Link component={RouterLink} to={paths.lists(module)}>
            Lists
          </Link>
          .
        </>
      }
    >
      <FavoritesPanel
        module={module}
        searchHref={paths.home(module)}
        isTickable={canExport}
        rowActions={(favorite) => (
          <>
            <StageChip module={module} muns={favorite.muns} />
            <FavoriteAlertsMenu
              module={module}
              favoriteId={favorite.id}
              entityName={favorite.entity_name}
            />
          </>
        )}
        listActions={
          canExport
            ? (list) => <ExportFavoritesAction module={module} {...list} />
            : undefined
        }
      />
    </PageFrame>
  );
}

// The favorites are written with the results table's visible columns.
function ExportFavoritesAction({
  module,
  count,
  sort,
  ticked,
}: FavoritesOnScreen & { module: Module }) {
  const columns = useShownResultColumns(module);
  return (
    <ExportResultsButton
      module={module}
      total={count}
      ticked={ticked}
      columns={columns}
      request={{ kind: 'favorites', sort }}
    />
  );
}
