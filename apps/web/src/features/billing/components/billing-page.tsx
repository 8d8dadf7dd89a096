import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { UPGRADE_PAGE_PATH } from '@edge/contracts';
import { MessagePanel } from '../../../components/ui/message-panel';
import { useBilling } from '../api/get-billing';
import { LoadError, LoadingState } from '../../../components/ui/load-states';
import { InvoiceDialog } from './invoice-dialog';
import { InvoicesTable } from './invoices-table';
import { SubscriptionSummary } from './subscription-summary';

/** The app's own billing page: plan, seats, renewal and invoices. */
export function BillingPage({ canUpgrade }: { canUpgrade: boolean }) {
  const query = useBilling();
  const [openId, setOpenId] = useState<number | null>(null);
  if (query.isPending) return <LoadingState label="Loading billing" />;
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        what="Billing"
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { subscription, plan, invoices } = query.data;
  const open = invoices.find((invoice) => invoice.id === openId);
  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <SubscriptionSummary subscription={subscription} plan={plan} />
      {canUpgrade && (
        <Box>
          <Button
            component={RouterLink}
            to={UPGRADE_PAGE_PATH}
            variant="outlined"
          >
            Compare plans and upgrade
          </Button>
        </Box>
      )}
      <Box component="section" aria-labelledby="invoices-title">
        <Typography id="invoices-title" variant="h2" sx={{ mb: 1.5 }}>
          Invoices
        </Typography>
        {invoices.length === 0 ? (
          <MessagePanel
            icon={<ReceiptLongOutlinedIcon />}
            title="No invoices yet"
            level="h3"
          >
            Invoices appear here once your account is billed.
          </MessagePanel>
        ) : (
          <InvoicesTable invoices={invoices} onOpen={setOpenId} />
        )}
      </Box>
      {open && (
        <InvoiceDialog
          id={open.id}
          number={open.number}
          onClose={() => setOpenId(null)}
        />
      )}
    </Box>
  );
}
