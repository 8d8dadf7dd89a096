import { useId, useState, type SyntheticEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import type { Module } from '@edge/contracts';
import { useAlertSubscriptions } from '../api/get-alert-subscriptions';
import { applicationOf } from '../utils/alert-application';
import { FavoriteAlertsForm } from './favorite-alerts-form';

interface FavoriteAlertsMenuProps {
  module: Module;
  favoriteId: number;
  entityName: string;
}

// Inside a results row: clicks and keys are the menu's, not the row's (a
// portal's events still bubble through React's tree).
const stop = (event: SyntheticEvent) => event.stopPropagation();

/** The bell beside a favorite's star: its alerts on or off, and which types. */
export function FavoriteAlertsMenu({
  module,
  favoriteId,
  entityName,
}: FavoriteAlertsMenuProps) {
  const application = applicationOf(module);
  const subscriptions = useAlertSubscriptions(application);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const dialogId = useId();
  const listed = subscriptions.data?.find((s) => s.favorite_id === favoriteId);
  const state = !listed ? '' : listed.enabled ? 'on' : 'off';
  const Icon = !listed
    ? NotificationsNoneOutlinedIcon
    : listed.enabled
      ? NotificationsActiveOutlinedIcon
      : NotificationsOffOutlinedIcon;
  const label = `Alerts for ${entityName}${state ? `: ${state}` : ''}`;
  return (
    <>
      <Tooltip title={label} describeChild>
        <IconButton
          size="small"
          aria-label="Alerts"
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? dialogId : undefined}
          onClick={(event) => {
            stop(event);
            setAnchor(event.currentTarget);
          }}
          onKeyDown={stop}
          sx={{ color: listed?.enabled ? 'secondary.main' : 'text.secondary' }}
        >
          <Icon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        onClick={stop}
        onKeyDown={stop}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: dialogId,
            role: 'dialog',
            'aria-label': `Alerts for ${entityName}`,
            sx: { width: 340, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        {anchor && (
          <FavoriteAlertsForm
            application={application}
            favoriteId={favoriteId}
            entityName={entityName}
            onDone={() => setAnchor(null)}
          />
        )}
      </Popover>
    </>
  );
}
