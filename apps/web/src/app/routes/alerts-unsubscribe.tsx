import { useSearchParams } from 'react-router';
import Paper from '@mui/material/Paper';
import { MinimalLayout } from '../../components/layouts/minimal-layout';
import { UnsubscribeDigest } from '../../features/alerts/components/unsubscribe-digest';

/** /alerts/unsubscribe?token=: the daily alerts mail's one-click link. */
export function AlertsUnsubscribeRoute() {
  const [params] = useSearchParams();
  return (
    <MinimalLayout>
      <Paper
        variant="outlined"
        sx={{
          width: '100%',
          maxWidth: 480,
          p: { xs: 3, sm: 5 },
          borderRadius: '16px',
        }}
      >
        <UnsubscribeDigest token={params.get('token') ?? ''} />
      </Paper>
    </MinimalLayout>
  );
}
