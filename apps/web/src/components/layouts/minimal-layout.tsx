import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { BrandLogo } from '../ui/brand-logo';
import { Footer } from './footer';

/** Brand bar, centered content, footer: for error and not-found pages. */
export function MinimalLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          px: { xs: 2, md: 4 },
          py: 2,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: '#fff',
        }}
      >
        <Link component={RouterLink} to="/" aria-label="Edge" underline="none">
          <BrandLogo />
        </Link>
      </Box>
      <Box
        component="main"
        sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, py: 6 }}
      >
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
