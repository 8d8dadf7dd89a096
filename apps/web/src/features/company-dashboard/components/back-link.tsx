import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { BackTarget } from '../utils/back-target';

/** Back to the search (or broker page) the user came from. */
export function BackLink({ target }: { target: BackTarget }) {
  return (
    <Link
      component={RouterLink}
      to={target.to}
      underline="hover"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: 600,
        justifySelf: 'start',
      }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      {target.label}
    </Link>
  );
}
