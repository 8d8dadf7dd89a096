import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import type { HelpMatch } from '../utils/search-help';

/** One help page in the index: its title, what it covers, sections found. */
export function HelpTopicCard({ match }: { match: HelpMatch }) {
  const { topic, sections } = match;
  const to = paths.supportTopic(topic.slug);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        borderRadius: '12px',
        p: 2.5,
        display: 'grid',
        gap: 0.75,
        alignContent: 'start',
      }}
    >
      <Typography component="h3" variant="h3">
        <Link component={RouterLink} to={to} underline="hover">
          {topic.title}
        </Link>
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{topic.summary}</Typography>
      {sections.length > 0 && (
        <Box sx={{ mt: 0.5 }}>
          <Typography
            variant="body2"
            component="span"
            sx={{ color: 'text.secondary' }}
          >
            Found in:{' '}
          </Typography>
          {sections.map((section, i) => (
            <Typography variant="body2" component="span" key={section.id}>
              {i > 0 && ' · '}
              <Link component={RouterLink} to={`${to}#${section.id}`}>
                {section.title}
              </Link>
            </Typography>
          ))}
        </Box>
      )}
    </Paper>
  );
}
