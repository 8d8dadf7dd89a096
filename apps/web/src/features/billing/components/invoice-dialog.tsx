import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  formatCents,
  formatDate,
  planInfo,
  type Invoice,
} from '@edge/contracts';
import { useInvoice } from '../api/get-invoice';
import { LoadError, LoadingState } from '../../../components/ui/load-states';
import { InvoiceStatusChip } from './invoice-status-chip';

function InvoiceFacts({ invoice }: { invoice: Invoice }) {
  const paid = invoice.paid_on ? `, paid ${formatDate(invoice.paid_on)}` : '';
  const facts = [
    ['Billed to', invoice.account_name],
    ['Plan', `${planInfo(invoice.plan).name}, ${invoice.seats} seats`],
    [
      'Period',
      `${formatDate(invoice.period_start)} – ${formatDate(invoice.period_end)}`,
    ],
    ['Issued', formatDate(invoice.issued_on)],
    ['Due', `${formatDate(invoice.due_on)}${paid}`],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Charges({ invoice }: { invoice: Invoice }) {
  return (
    <Table size="small" aria-label="Charges">
      <TableHead>
        <TableRow>
          <TableCell>Charge</TableCell>
          <TableCell align="right">Amount</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {invoice.lines.map((line) => (
          <TableRow key={line.product}>
            <TableCell>{line.description}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatCents(line.amount_cents)}
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell sx={{ fontWeight: 700 }}>Total</TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {formatCents(invoice.total_cents)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

function Body({ id }: { id: number }) {
  const query = useInvoice(id);
  if (query.isPending) return <LoadingState label="Loading the invoice" />;
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        what="The invoice"
        onRetry={() => void query.refetch()}
      />
    );
  }
  const invoice = query.data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <InvoiceStatusChip status={invoice.status} />
      </Box>
      <InvoiceFacts invoice={invoice} />
      <Charges invoice={invoice} />
    </Box>
  );
}

/** One invoice with its charges. */
export function InvoiceDialog({
  id,
  number,
  onClose,
}: {
  id: number;
  number: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={isPhone}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Invoice {number}</DialogTitle>
      <DialogContent>
        <Body id={id} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
