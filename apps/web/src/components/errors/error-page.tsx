import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { externalLinks, paths } from '../../config/paths';
import {
  ERROR_PAGE_CONTENT,
  toErrorPageStatus,
  type ErrorPageStatus,
} from './error-page-content';
import { StatusNumber } from './status-number';

interface ErrorPageProps {
  status: number;
  title?: string;
  message?: string;
  detail?: ReactNode;
  actions?: ReactNode;
}

/** SPEC §8: the error page for a status (400 and unknown statuses read as 500). */
export function ErrorPage({
  status,
  title,
  message,
  detail,
  actions,
}: ErrorPageProps) {
  const pageStatus = toErrorPageStatus(status);
  const content = ERROR_PAGE_CONTENT[pageStatus];
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 560, mx: 'auto', py: 4 }}>
      <StatusNumber status={pageStatus} />
      <Typography variant="h1" component="h1" sx={{ mt: 2, mb: 1.5 }}>
        {title ?? content.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>
        {message ?? content.message}
      </Typography>
      {detail && <Box sx={{ color: 'text.secondary', mb: 1 }}>{detail}</Box>}
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          justifyContent: 'center',
          flexWrap: 'wrap',
          mt: 3,
        }}
      >
        {actions ?? <DefaultActions status={pageStatus} />}
      </Box>
    </Box>
  );
}

// SPEC §8: the 401 page offers sign-in and a support link.
function DefaultActions({ status }: { status: ErrorPageStatus }) {
  if (status === 401) {
    return (
      <>
        <Button component={RouterLink} to={paths.login} variant="contained">
          Go to login
        </Button>
        <Button href={externalLinks.supportCenter} variant="outlined">
          Contact support
        </Button>
      </>
    );
  }
  return (
    <Button component={RouterLink} to="/" variant="contained">
      Home
    </Button>
  );
}
