import { PageFrame } from '../../components/layouts/page-frame';
import { paths } from '../../config/paths';
import { FavoritesPanel } from '../../features/favorites/components/favorites-panel';
import { useActiveModule } from '../../hooks/use-active-module';
import { MODULE_LABELS } from '../../utils/route-module';

export function FavoritesRoute() {
  const module = useActiveModule('pc');
  return (
    <PageFrame
      eyebrow={MODULE_LABELS[module]}
      title="Favorites"
      description="Companies you keep an eye on, with your comments. Star them in your search results or import a list."
    >
      <FavoritesPanel module={module} searchHref={paths.home(module)} />
    </PageFrame>
  );
}
