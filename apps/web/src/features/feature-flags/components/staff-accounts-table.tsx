import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  FEATURE_FLAG_INFO,
  FEATURE_FLAGS,
  type StaffAccount,
} from '@edge/contracts';
import { externalLinks } from '../../../config/paths';
import { accountTypeLabel } from '../utils/describe-account-flag';
import { FlagValue } from './flag-value';

// A phone shows the flags under the name instead of in columns.
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } };
const NARROW_ONLY = { display: { xs: 'flex', md: 'none' } };

function AccountCell({ account }: { account: StaffAccount }) {
  return (
    <TableCell component="th" scope="row">
      <Link
        component={RouterLink}
        to={externalLinks.staffAccountFlags(account.id)}
        sx={{ fontWeight: 600 }}
      >
        {account.name}
      </Link>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        #{account.id} · {accountTypeLabel(account.account_type)}
      </Typography>
      <Box sx={{ ...NARROW_ONLY, flexWrap: 'wrap', gap: 1, mt: 0.75 }}>
        {account.flags.map((flag) => (
          <Box
            key={flag.flag}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <Typography variant="caption">
              {FEATURE_FLAG_INFO[flag.flag].label}
            </Typography>
            <FlagValue flag={flag} />
          </Box>
        ))}
      </Box>
    </TableCell>
  );
}

/** Accounts and each flag's value for them; a name opens its flags. */
export function StaffAccountsTable({
  accounts,
}: {
  accounts: readonly StaffAccount[];
}) {
  return (
    <Table size="small" aria-label="Accounts and their flags">
      <TableHead>
        <TableRow>
          <TableCell>Account</TableCell>
          {FEATURE_FLAGS.map((flag) => (
            <TableCell key={flag} sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
              {FEATURE_FLAG_INFO[flag].label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {accounts.map((account) => (
          <TableRow key={account.id} hover>
            <AccountCell account={account} />
            {account.flags.map((flag) => (
              <TableCell key={flag.flag} sx={WIDE_ONLY}>
                <FlagValue flag={flag} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
