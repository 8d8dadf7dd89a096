import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { useAlertList } from '../api/get-alerts';
import type { AlertList } from '../utils/alert-list';

/** 'Showing 250 of 1,200' and the button that appends the next 250. */
export function LoadMoreAlerts({
  list,
  query,
}: {
  list: AlertList;
  query: ReturnType<typeof useAlertList>['query'];
}) {
  const shown = list.items.length;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        px: 2,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography
        variant="body2"
        aria-live="polite"
        sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
      >
        {`Showing ${shown.toLocaleString('en-US')} of ${list.hits.toLocaleString('en-US')}`}
      </Typography>
      {query.isFetchNextPageError && (
        <Alert severity="error" sx={{ py: 0 }}>
          The next alerts could not be loaded. {query.error?.message}
        </Alert>
      )}
      {query.hasNextPage && (
        <Button
          variant="outlined"
          loading={query.isFetchingNextPage}
          disabled={query.isPlaceholderData}
          onClick={() => void query.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </Box>
  );
}
