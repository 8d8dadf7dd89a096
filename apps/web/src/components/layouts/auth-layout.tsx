import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { BrandLogo } from '../ui/brand-logo';
import { BrandPanel } from './brand-panel';
import { Footer } from './footer';

/** The branded frame of sign-in, forgot and reset screens. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(420px, 5fr) 7fr' },
      }}
    >
      <BrandPanel />
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.default',
        }}
      >
        <Box sx={{ display: { xs: 'block', md: 'none' }, px: 3, pt: 3 }}>
          <BrandLogo />
        </Box>
        <Box
          component="main"
          sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3 }}
        >
          <Paper
            variant="outlined"
            sx={{
              width: '100%',
              maxWidth: 440,
              p: { xs: 3, sm: 5 },
              borderRadius: '16px',
            }}
          >
            {children}
          </Paper>
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
