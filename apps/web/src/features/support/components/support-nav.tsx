import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { externalLinks, paths } from '../../../config/paths';
import { HELP_TOPICS } from '../content/help-topics';

const LINKS = [
  { label: 'All help', to: externalLinks.supportCenter },
  ...HELP_TOPICS.map((topic) => ({
    label: topic.title,
    to: paths.supportTopic(topic.slug),
  })),
  { label: 'Data sources', to: paths.supportData },
  { label: 'Contact support', to: paths.supportContact },
];

/** Every page of the Support Center, the current one marked. */
export function SupportNav() {
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label="Support Center"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: '12px',
        bgcolor: '#fff',
        py: 1,
      }}
    >
      <List
        dense
        subheader={
          <ListSubheader
            component="div"
            disableSticky
            sx={{ bgcolor: 'transparent', fontWeight: 700, lineHeight: 2.5 }}
          >
            Support Center
          </ListSubheader>
        }
      >
        {LINKS.map((link) => {
          const isCurrent = pathname === link.to;
          return (
            <ListItemButton
              key={link.to}
              component={RouterLink}
              to={link.to}
              selected={isCurrent}
              aria-current={isCurrent ? 'page' : undefined}
              sx={{ mx: 1, borderRadius: 2 }}
            >
              <ListItemText primary={link.label} />
            </ListItemButton>
          );
        })}
      </List>
    </Box>
  );
}
