import Chip from '@mui/material/Chip';
import type { InvoiceStatus } from '@edge/contracts';

const LOOK: Record<
  InvoiceStatus,
  { label: string; color: 'success' | 'default' | 'error' }
> = {
  paid: { label: 'Paid', color: 'success' },
  open: { label: 'Open', color: 'default' },
  overdue: { label: 'Overdue', color: 'error' },
};

/** Paid, open or overdue, in words and colour. */
export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const { label, color } = LOOK[status];
  return <Chip size="small" variant="outlined" color={color} label={label} />;
}
