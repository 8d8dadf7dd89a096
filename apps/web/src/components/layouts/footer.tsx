import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { externalLinks } from '../../config/paths';

const LINKS = [
  { label: 'Terms of Use', href: externalLinks.terms },
  { label: 'Privacy Policy', href: externalLinks.privacy },
  { label: 'DMCA', href: externalLinks.dmca },
  { label: 'Cookie Usage', href: externalLinks.cookies },
  { label: 'Contact Us', href: `mailto:${externalLinks.contactEmail}` },
];

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
        {LINKS.map((link) => (
          <Link
            key={link.label}
            href={link.href}
            variant="body2"
            color="inherit"
            underline="hover"
          >
            {link.label}
          </Link>
        ))}
      </Box>
    </Box>
  );
}
