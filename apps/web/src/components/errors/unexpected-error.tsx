import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { UNEXPECTED_ERROR_TEXTS } from './error-page-content';
import { inferErrorStatus } from './infer-error-status';
import { StatusNumber } from './status-number';

/** SPEC §8: the screen for errors nobody planned for, with an inferred status. */
export function UnexpectedError({ error }: { error: unknown }) {
  const status = inferErrorStatus(error);
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 560, mx: 'auto', py: 4 }}>
      <StatusNumber status={status} />
      <Typography variant="h1" component="h1" sx={{ mt: 2, mb: 1.5 }}>
        {UNEXPECTED_ERROR_TEXTS.title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{UNEXPECTED_ERROR_TEXTS.message}</Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {UNEXPECTED_ERROR_TEXTS.hint}
      </Typography>
      <Button
        sx={{ mt: 3 }}
        variant="contained"
        onClick={() => window.location.reload()}
      >
        Refresh the page
      </Button>
    </Box>
  );
}
