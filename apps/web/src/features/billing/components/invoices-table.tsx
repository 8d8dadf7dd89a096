import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents, formatDate, type InvoiceSummary } from '@edge/contracts';
import { HorizontalScroll } from '../../../components/ui/horizontal-scroll';
import { InvoiceStatusChip } from './invoice-status-chip';

// The period and seats make room on a phone, and the day of issue goes
// under the number; the invoice itself shows them all.
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
const FROM_SM = { display: { xs: 'none', sm: 'table-cell' } } as const;
const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;

interface InvoicesTableProps {
  invoices: readonly InvoiceSummary[];
  onOpen: (id: number) => void;
}

/** The account's invoices, newest first; each opens with its charges. */
export function InvoicesTable({ invoices, onOpen }: InvoicesTableProps) {
  return (
    <HorizontalScroll label="Invoices, scrolls sideways">
      <Table size="small" aria-label="Invoices">
        <TableHead>
          <TableRow>
            <TableCell>Invoice</TableCell>
            <TableCell sx={FROM_SM}>Issued</TableCell>
            <TableCell sx={WIDE_ONLY}>Period</TableCell>
            <TableCell sx={WIDE_ONLY} align="right">
              Seats
            </TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Button
                  size="small"
                  onClick={() => onOpen(invoice.id)}
                  aria-label={`Invoice ${invoice.number}`}
                  sx={{ px: 0.5, minWidth: 0, fontWeight: 600 }}
                >
                  {invoice.number}
                </Button>
                <Typography
                  variant="caption"
                  sx={{ ...PHONE_ONLY, color: 'text.secondary', px: 0.5 }}
                >
                  Issued {formatDate(invoice.issued_on)}
                </Typography>
              </TableCell>
              <TableCell sx={FROM_SM}>
                {formatDate(invoice.issued_on)}
              </TableCell>
              <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
                {formatDate(invoice.period_start)} –{' '}
                {formatDate(invoice.period_end)}
              </TableCell>
              <TableCell sx={WIDE_ONLY} align="right">
                {invoice.seats}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatCents(invoice.total_cents)}
              </TableCell>
              <TableCell>
                <InvoiceStatusChip status={invoice.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </HorizontalScroll>
  );
}
