import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { paths } from '../../../config/paths';

export function BackToLoginLink() {
  return (
    <Box sx={{ mt: 3, textAlign: 'center' }}>
      <Link
        component={RouterLink}
        to={paths.login}
        variant="body2"
        underline="hover"
      >
        Back to login
      </Link>
    </Box>
  );
}

// SPEC §2: the login page links to the forgot form.
export function ForgotLoginLink() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1.5, mb: 3 }}>
      <Link
        component={RouterLink}
        to={paths.forgotPassword}
        variant="body2"
        underline="hover"
      >
        Forgot Login?
      </Link>
    </Box>
  );
}
