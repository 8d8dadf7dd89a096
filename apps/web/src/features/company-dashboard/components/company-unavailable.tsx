import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import BlockIcon from '@mui/icons-material/Block';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { PageFrame } from '../../../components/layouts/page-frame';
import { MessagePanel } from '../../../components/ui/message-panel';
import type { BackTarget } from '../utils/back-target';

export type Unavailable = 'not-found' | 'outside-states';

/** A company the user cannot open: unknown, or outside their states. */
export function CompanyUnavailable({
  reason,
  back,
}: {
  reason: Unavailable;
  back: BackTarget;
}) {
  const action = (
    <Button component={RouterLink} to={back.to} variant="contained">
      {back.label}
    </Button>
  );
  return (
    <PageFrame title="Company dashboard">
      {reason === 'outside-states' ? (
        <MessagePanel
          role="alert"
          icon={<BlockIcon />}
          title="This company is outside your subscription"
          actions={action}
        >
          The company is in a state your subscription does not cover, so its
          dashboard is not available.
        </MessagePanel>
      ) : (
        <MessagePanel
          role="alert"
          icon={<SearchOffIcon />}
          title="Company not found"
          actions={action}
        >
          No company has this id. The link may be old: search for the company by
          name instead.
        </MessagePanel>
      )}
    </PageFrame>
  );
}
