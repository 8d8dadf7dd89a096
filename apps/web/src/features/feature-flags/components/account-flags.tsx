import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { externalLinks } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useChangeAccountFlag } from '../api/change-account-flag';
import { useStaffAccount } from '../api/get-staff-account';
import { accountTypeLabel } from '../utils/describe-account-flag';
import { AccountFlagRow } from './account-flag-row';

function BackLink() {
  return (
    <Link
      component={RouterLink}
      to={externalLinks.staffFlags}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
    >
      <ArrowBackIcon fontSize="small" />
      All accounts
    </Link>
  );
}

/** Internal staff: one account's flags, each switched on, off or to its default. */
export function AccountFlags({ accountId }: { accountId: number }) {
  const account = useStaffAccount(accountId);
  const change = useChangeAccountFlag(accountId);
  if (account.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading the account" />
      </Box>
    );
  }
  if (account.isError) {
    // An id no account has, or one that is no id at all.
    const isMissing =
      isApiError(account.error) &&
      [400, 404].includes(account.error.statusCode);
    return (
      <>
        <BackLink />
        {isMissing ? (
          <Typography role="alert">No account has this id.</Typography>
        ) : (
          <RetryAlert onRetry={() => void account.refetch()}>
            The account could not be loaded. {account.error.message}
          </RetryAlert>
        )}
      </>
    );
  }
  const { data } = account;
  return (
    <>
      <BackLink />
      <Paper
        variant="outlined"
        sx={{ borderRadius: '12px', px: { xs: 2, md: 3 }, py: 1 }}
      >
        <Box sx={{ py: 1.5 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {data.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            #{data.id} · {accountTypeLabel(data.account_type)}
          </Typography>
        </Box>
        <Box
          component="ul"
          aria-label="Flags"
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            '& > li:last-of-type': { borderBottom: 0 },
          }}
        >
          {data.flags.map((flag) => (
            <AccountFlagRow
              key={flag.flag}
              flag={flag}
              isBusy={change.isPending}
              onChange={(next) => change.mutate(next)}
            />
          ))}
        </Box>
      </Paper>
    </>
  );
}
