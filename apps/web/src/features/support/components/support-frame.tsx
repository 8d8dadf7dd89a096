import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PageFrame } from '../../../components/layouts/page-frame';
import { externalLinks } from '../../../config/paths';
import { useHashScroll } from '../hooks/use-hash-scroll';
import { SupportNav } from './support-nav';

interface SupportFrameProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/**
 * A page of the Support Center under its index: a way back, the page, and
 * the Support Center's pages beside it (below it on a phone).
 */
export function SupportFrame({
  title,
  description,
  children,
}: SupportFrameProps) {
  useHashScroll();
  return (
    <Box>
      <Link
        component={RouterLink}
        to={externalLinks.supportCenter}
        underline="hover"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          mb: 2,
          fontWeight: 600,
        }}
      >
        <ArrowBackIcon fontSize="small" />
        Support Center
      </Link>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'minmax(0, 1fr) 260px',
          },
          gap: { xs: 4, md: 5 },
          alignItems: 'start',
          maxWidth: 1200,
        }}
      >
        <PageFrame
          eyebrow="Support Center"
          title={title}
          description={description}
        >
          {children}
        </PageFrame>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <SupportNav />
        </Box>
      </Box>
    </Box>
  );
}
