import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { CANCEL_NOTICE_DAYS } from '@edge/contracts';
import { useSubscriptionInfo } from '../api/get-subscription-info';
import { formatRenewalDate } from '../utils/format-renewal-date';

// SPEC §9: cancelling needs at least 60 days before renewal.
export const CANCEL_NOTICE_TEXT = `To cancel your subscription, please let us know at least ${CANCEL_NOTICE_DAYS} days before your renewal date.`;

function Body({ isOpen }: { isOpen: boolean }) {
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
      <Alert severity="info">{CANCEL_NOTICE_TEXT}</Alert>
    </>
  );
}

interface SubscriptionInfoDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

export function SubscriptionInfoDialog({
  isOpen,
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
      <DialogContent>{isOpen && <Body isOpen={isOpen} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
