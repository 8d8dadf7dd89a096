import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  PRODUCT_NAMES,
  type PlanInfo,
  type UpgradeRequest,
} from '@edge/contracts';
import { formatTimestampDate } from '../../../utils/format-timestamp';

const STATUS: Record<
  UpgradeRequest['status'],
  { label: string; color: 'success' | 'default' | 'error' }
> = {
  sending: { label: 'Sending', color: 'default' },
  sent: { label: 'Sent', color: 'success' },
  failed: { label: 'Could not be sent', color: 'error' },
};

const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The user's latest upgrade requests, newest first. */
export function UpgradeRequestsList({
  requests,
  plans,
}: {
  requests: readonly UpgradeRequest[];
  plans: readonly PlanInfo[];
}) {
  const nameOf = (key: string) => plans.find((p) => p.key === key)?.name ?? key;
  return (
    <Table size="small" aria-label="Your upgrade requests">
      <TableHead>
        <TableRow>
          <TableCell>Requested</TableCell>
          <TableCell>Plan</TableCell>
          <TableCell sx={WIDE_ONLY}>Modules</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {requests.map((request) => (
          <TableRow key={request.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatTimestampDate(request.created_at)}
            </TableCell>
            <TableCell>
              {nameOf(request.plan)}, {request.seats} seats
            </TableCell>
            <TableCell sx={WIDE_ONLY}>
              {request.modules.map((code) => PRODUCT_NAMES[code]).join(', ')}
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                variant="outlined"
                color={STATUS[request.status].color}
                label={STATUS[request.status].label}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
