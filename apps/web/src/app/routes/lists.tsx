import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { PageFrame } from '../../components/layouts/page-frame';
import { paths } from '../../config/paths';
import { ListsPage } from '../../features/company-lists/components/lists-page';
import { useActiveModule } from '../../hooks/use-active-module';
import { MODULE_LABELS } from '../../utils/route-module';

export function ListsRoute() {
  const module = useActiveModule('pc');
  return (
    <PageFrame
      eyebrow={MODULE_LABELS[module]}
      title="Lists"
      isWide
      description={
        <>
          Named lists of companies, yours and those colleagues share with you.
          Your private marks stay in{' '}
          <Link component={RouterLink} to={paths.favorites(module)}>
            Favorites
          </Link>
          .
        </>
      }
    >
      <ListsPage module={module} />
    </PageFrame>
  );
}
