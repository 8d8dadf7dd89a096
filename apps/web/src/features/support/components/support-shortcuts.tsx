import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import StorageOutlinedIcon from '@mui/icons-material/StorageOutlined';
import { paths } from '../../../config/paths';

interface Shortcut {
  title: string;
  text: string;
  to: string;
  icon: ReactNode;
}

const SHORTCUTS: readonly Shortcut[] = [
  {
    title: 'Data sources',
    text: 'Each dataset behind the reports: who publishes it, how current it is and how many companies it covers.',
    to: paths.supportData,
    icon: <StorageOutlinedIcon />,
  },
  {
    title: 'Contact support',
    text: 'Write to our support team. We answer at the e-mail address of your user.',
    to: paths.supportContact,
    icon: <MailOutlineIcon />,
  },
];

/** The data page and the contact form, under the help topics. */
export function SupportShortcuts() {
  return (
    <Box component="section" aria-labelledby="more-help-title">
      <Typography id="more-help-title" variant="h2" sx={{ mb: 2 }}>
        More help
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
          },
          gap: 2,
        }}
      >
        {SHORTCUTS.map((shortcut) => (
          <Paper
            component="li"
            key={shortcut.to}
            variant="outlined"
            sx={{ borderRadius: '12px', p: 2.5, display: 'flex', gap: 2 }}
          >
            <Box sx={{ color: 'secondary.main', pt: 0.25 }}>
              {shortcut.icon}
            </Box>
            <Box sx={{ display: 'grid', gap: 0.5 }}>
              <Typography component="h3" variant="h3">
                <Link component={RouterLink} to={shortcut.to} underline="hover">
                  {shortcut.title}
                </Link>
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>
                {shortcut.text}
              </Typography>
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
