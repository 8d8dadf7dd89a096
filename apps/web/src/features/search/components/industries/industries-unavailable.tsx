import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { MessagePanel } from '../../../../components/ui/message-panel';
import { paths } from '../../../../config/paths';

/** SPEC §6: the accounts whose Tools menu disables Industries. */
export function IndustriesUnavailable() {
  return (
    <MessagePanel
      icon={<LockOutlinedIcon />}
      title="Industries is not available for your account"
      actions={
        <Button
          component={RouterLink}
          to={paths.home('pc')}
          variant="contained"
        >
          Go to Commercial Lines search
        </Button>
      }
    >
      Browsing companies by industry comes with advanced search, which your
      subscription does not include. The Commercial Lines search still filters
      companies by industry.
    </MessagePanel>
  );
}
