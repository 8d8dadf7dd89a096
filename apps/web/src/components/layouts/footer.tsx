import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { externalLinks } from '../../config/paths';

// The legal pages are screens of the app; the contact link is a mailto.
const PAGES = [
  { label: 'Terms of Use', to: externalLinks.terms },
  { label: 'Privacy Policy', to: externalLinks.privacy },
  { label: 'DMCA', to: externalLinks.dmca },
  { label: 'Cookie Usage', to: externalLinks.cookies },
];
const linkProps = {
  variant: 'body2',
  color: 'inherit',
  underline: 'hover',
} as const;

/** SPEC §2: copyright, terms, privacy, DMCA, cookie usage, a contact mailto. */
export function Footer() {
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        px: { xs: 2, md: 4 },
        py: 2.5,
        borderTop: 1,
        borderColor: 'divider',
        color: 'text.secondary',
      }}
    >
      <Typography variant="body2">
        © {new Date().getFullYear()} Edge. All rights reserved.
      </Typography>
      <Box
        component="nav"
        aria-label="Legal"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2.5 }}
      >
        {PAGES.map((page) => (
          <Link
            key={page.label}
            component={RouterLink}
            to={page.to}
            {...linkProps}
          >
            {page.label}
          </Link>
        ))}
        <Link href={`mailto:${externalLinks.contactEmail}`} {...linkProps}>
          Contact Us
        </Link>
      </Box>
    </Box>
  );
}
