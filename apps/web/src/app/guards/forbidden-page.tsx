import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import type { Module } from '@edge/contracts';
import { ErrorPage } from '../../components/errors/error-page';
import { SWITCH_PROFILES_TEXT } from '../../components/errors/error-page-content';
import { MinimalLayout } from '../../components/layouts/minimal-layout';
import { externalLinks, paths } from '../../config/paths';
import { MODULE_LABELS } from '../../utils/route-module';

/** SPEC §5, §8: the 403 page, linking to the other module's home when held. */
export function ForbiddenPage({ switchTo }: { switchTo: Module | undefined }) {
  const action = switchTo ? (
    <Button
      component={RouterLink}
      to={paths.home(switchTo)}
      variant="contained"
    >
      Go to {MODULE_LABELS[switchTo]}
    </Button>
  ) : (
    <Button href={externalLinks.supportCenter} variant="outlined">
      Contact support
    </Button>
  );
  return (
    <MinimalLayout>
      <ErrorPage status={403} detail={SWITCH_PROFILES_TEXT} actions={action} />
    </MinimalLayout>
  );
}
