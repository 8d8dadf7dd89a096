import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SupportRequestReceipt } from '@edge/contracts';

interface ContactReceiptProps {
  receipt: SupportRequestReceipt;
  onAnother: () => void;
}

/** What the user sees once support has their message: its reference. */
export function ContactReceipt({ receipt, onAnother }: ContactReceiptProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Alert severity="success" role="status" sx={{ width: '100%' }}>
        <AlertTitle>Message sent: reference {receipt.reference}</AlertTitle>
        {receipt.message}
      </Alert>
      <Typography sx={{ color: 'text.secondary' }}>
        Subject: {receipt.subject}. Quote {receipt.reference} if you write to us
        again about it.
      </Typography>
      <Button variant="outlined" onClick={onAnother}>
        Send another message
      </Button>
    </Box>
  );
}
