import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BrokerCarrier } from '@edge/contracts';
import { formatCount, formatFullMoney, formatMoney } from '@edge/contracts';

/** SPEC §9: the top 10 carriers the broker places. */
export function BrokerCarriersTable({
  carriers,
}: {
  carriers: readonly BrokerCarrier[];
}) {
  if (carriers.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No carriers on this broker&apos;s contracts in your states.
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label="Top carriers">
      <TableHead>
        <TableRow>
          <TableCell>Carrier</TableCell>
          <TableCell align="right">Clients</TableCell>
          <TableCell align="right">Premium</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {carriers.map((carrier) => (
          <TableRow key={carrier.carrier_name_normalized}>
            <TableCell component="th" scope="row">
              {carrier.carrier_name_normalized}
            </TableCell>
            <TableCell align="right">{formatCount(carrier.clients)}</TableCell>
            <TableCell align="right" title={formatFullMoney(carrier.premium)}>
              {formatMoney(carrier.premium)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
