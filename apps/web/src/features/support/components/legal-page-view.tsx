import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDate } from '@edge/contracts';
import { externalLinks } from '../../../config/paths';
import type { LegalPage } from '../content/help-types';
import { LEGAL_PAGES } from '../content/legal/legal-pages';
import { useHashScroll } from '../hooks/use-hash-scroll';
import { HelpSections } from './help-sections';

/** /app/legal/:page: one of the footer's legal pages, readable signed out. */
export function LegalPageView({ page }: { page: LegalPage }) {
  useHashScroll();
  return (
    <Box
      component="article"
      aria-labelledby="legal-title"
      sx={{ maxWidth: 760, mx: 'auto', width: '100%' }}
    >
      <Box
        component="nav"
        aria-label="Legal pages"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}
      >
        {LEGAL_PAGES.map((other) => (
          <Link
            key={other.slug}
            component={RouterLink}
            to={externalLinks[other.slug]}
            aria-current={other.slug === page.slug ? 'page' : undefined}
            underline={other.slug === page.slug ? 'always' : 'hover'}
            sx={{ fontWeight: other.slug === page.slug ? 700 : 500 }}
          >
            {other.title}
          </Link>
        ))}
      </Box>
      <Typography id="legal-title" variant="h1" component="h1">
        {page.title}
      </Typography>
      <Typography
        variant="body2"
        sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}
      >
        Last updated{' '}
        <time dateTime={page.updated}>{formatDate(page.updated)}</time>
      </Typography>
      <Typography sx={{ fontSize: '1.05rem', mb: 4 }}>{page.intro}</Typography>
      <HelpSections sections={page.sections} />
    </Box>
  );
}
