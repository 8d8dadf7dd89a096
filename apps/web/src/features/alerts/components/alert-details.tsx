import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import type { AlertApplication, Module } from '@edge/contracts';
import { MessagePanel } from '../../../components/ui/message-panel';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { useCompanyAlerts } from '../api/get-company-alerts';
import { useMarkAlertsRead } from '../hooks/use-mark-alerts-read';
import { COMPANY_ALERTS_EMPTY } from '../utils/alert-texts';
import { AlertCompanyHeader } from './alert-company-header';
import { AlertDetailItem } from './alert-detail-item';

interface AlertDetailsProps {
  muns: string;
  subscriptionIds: readonly number[];
  /** The applications searched: the module shown, or every one held. */
  applications: readonly AlertApplication[];
  /** The module the user came from, if any: links open it. */
  module: Module | undefined;
}

/**
 * SPEC §2 event_alerts_details: a company's alerts with what changed and
 * where it came from; opening the page marks them read.
 */
export function AlertDetails(props: AlertDetailsProps) {
  const { muns, module } = props;
  const alerts = useCompanyAlerts(
    props.applications,
    muns,
    props.subscriptionIds,
  );
  const newIds = useMarkAlertsRead(alerts);
  if (alerts.isPending) {
    return (
      <MessagePanel
        icon={<CircularProgress color="secondary" size={36} aria-hidden />}
        title="Loading the alerts…"
      />
    );
  }
  const { items } = alerts;
  if (alerts.error && items.length === 0) {
    return (
      <RetryAlert onRetry={alerts.retry}>
        The alerts could not be loaded. {alerts.error.message}
      </RetryAlert>
    );
  }
  if (items.length === 0) {
    return (
      <MessagePanel
        icon={<NotificationsOffOutlinedIcon />}
        title="No alerts to show"
        actions={
          <Button
            component={RouterLink}
            to={paths.companyDashboard(muns, module)}
            variant="contained"
          >
            Company dashboard
          </Button>
        }
      >
        {COMPANY_ALERTS_EMPTY}
      </MessagePanel>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <AlertCompanyHeader muns={muns} items={items} module={module} />
      {alerts.error && (
        <RetryAlert onRetry={alerts.retry}>
          Some alerts could not be loaded. {alerts.error.message}
        </RetryAlert>
      )}
      <Box
        component="ol"
        aria-label="Alerts of this company"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {items.map((item) => (
          <AlertDetailItem
            key={item.id}
            item={item}
            isNew={newIds.has(item.id)}
          />
        ))}
      </Box>
      {alerts.hits > items.length && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {`The latest ${items.length.toLocaleString('en-US')} of ${alerts.hits.toLocaleString('en-US')} alerts are shown.`}
        </Typography>
      )}
    </Box>
  );
}
