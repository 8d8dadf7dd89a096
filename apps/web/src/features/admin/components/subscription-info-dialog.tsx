import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { CANCEL_NOTICE_TEXT, type AdminAccess } from '@edge/contracts';
import { useSubscriptionInfo } from '../api/get-subscription-info';
import { formatRenewalDate } from '../utils/format-renewal-date';
import { SubscriptionLinks } from './subscription-links';

type LinkAccess = Pick<AdminAccess, 'billingPortal' | 'upgradeSubscription'>;

function Body({
  isOpen,
  access,
  onClose,
}: {
  isOpen: boolean;
  access: LinkAccess;
  onClose: () => void;
}) {
  const { data, isPending, isError, error } = useSubscriptionInfo(isOpen);
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress
          aria-label="Loading subscription info"
          color="secondary"
        />
      </Box>
    );
  }
  if (isError) return <Alert severity="error">{error.message}</Alert>;
  return (
    <>
      <Typography sx={{ color: 'text.secondary' }}>Renewal date</Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 2 }}>
        {formatRenewalDate(data.renewal_date)}
      </Typography>
      {/* SPEC §2: the notice on cancelling 60 days before renewal. */}
      <Alert severity="info">{CANCEL_NOTICE_TEXT}</Alert>
      <SubscriptionLinks access={access} onNavigate={onClose} />
    </>
  );
}

interface SubscriptionInfoDialogProps {
  isOpen: boolean;
  // Which links the user may follow (SPEC §6, the Admin menu's rules).
  access: LinkAccess;
  onClose: () => void;
}

export function SubscriptionInfoDialog({
  isOpen,
  access,
  onClose,
}: SubscriptionInfoDialogProps) {
  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="subscription-info-title"
    >
      <DialogTitle id="subscription-info-title">Subscription Info</DialogTitle>
      <DialogContent>
        {isOpen && <Body isOpen={isOpen} access={access} onClose={onClose} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
