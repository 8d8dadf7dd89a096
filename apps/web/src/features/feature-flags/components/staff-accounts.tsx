import type { ChangeEvent } from 'react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { formatCount } from '@edge/contracts';
import { HorizontalScroll } from '../../../components/ui/horizontal-scroll';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useStaffAccounts } from '../api/get-staff-accounts';
import { StaffAccountsTable } from './staff-accounts-table';

// The search and page live in the address, so Back from an account
// returns to the same list.
function useListParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const set = (next: { q: string; page: number }) =>
    setParams(
      () => {
        const out = new URLSearchParams();
        if (next.q) out.set('q', next.q);
        if (next.page > 1) out.set('page', String(next.page));
        return out;
      },
      { replace: true },
    );
  return { q, page, set };
}

/** Internal staff: every account, found by name or id, with its flags. */
export function StaffAccounts() {
  const { q, page, set } = useListParams();
  const [text, setText] = useState(q);
  const query = useDebouncedValue(q.trim(), 300);
  const list = useStaffAccounts(query, page);
  const handleSearch = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    set({ q: event.target.value, page: 1 });
  };
  return (
    <Paper variant="outlined" sx={{ borderRadius: '12px', overflow: 'hidden' }}>
      <Box sx={{ p: 2 }}>
        <TextField
          label="Account name or id"
          value={text}
          onChange={handleSearch}
          size="small"
          fullWidth
          sx={{ maxWidth: 420 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ height: 4 }}>
        {list.isFetching && !list.isPending && (
          <LinearProgress aria-label="Loading accounts" />
        )}
      </Box>
      {list.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading accounts" />
        </Box>
      ) : list.isError ? (
        <Box sx={{ p: 2 }}>
          <RetryAlert onRetry={() => void list.refetch()}>
            The accounts could not be loaded. {list.error.message}
          </RetryAlert>
        </Box>
      ) : list.data.accounts.length === 0 ? (
        <Typography sx={{ p: 3, color: 'text.secondary' }} role="status">
          {query
            ? `No account matches “${query}”.`
            : 'There are no accounts yet.'}
        </Typography>
      ) : (
        <>
          <HorizontalScroll label="Accounts">
            <StaffAccountsTable accounts={list.data.accounts} />
          </HorizontalScroll>
          <TablePagination
            component="div"
            count={list.data.total}
            page={list.data.page - 1}
            rowsPerPage={list.data.page_size}
            rowsPerPageOptions={[]}
            onPageChange={(_, next) => set({ q, page: next + 1 })}
            labelDisplayedRows={({ from, to }) =>
              `${formatCount(from)}–${formatCount(to)} of ${formatCount(list.data.total)}`
            }
          />
        </>
      )}
    </Paper>
  );
}
