import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { paths } from '../../../config/paths';
import { HELP_TOPICS } from '../content/help-topics';
import { searchHelp } from '../utils/search-help';
import { HelpTopicCard } from './help-topic-card';
import { SupportShortcuts } from './support-shortcuts';

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
  gap: 2,
} as const;

/** /app/support: the help pages, searchable, and the ways to more help. */
export function HelpIndex() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const matches = searchHelp(HELP_TOPICS, deferred);
  const isSearching = deferred.trim() !== '';
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <TextField
        type="search"
        label="Search help"
        placeholder="For example: export limits, renewal reminder, map keys"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ maxWidth: 640 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box component="section" aria-labelledby="help-topics-title">
        <Typography
          id="help-topics-title"
          variant="h2"
          sx={{ mb: 2 }}
          aria-live="polite"
        >
          {isSearching
            ? `${matches.length} ${matches.length === 1 ? 'help page' : 'help pages'} found`
            : 'Help topics'}
        </Typography>
        {matches.length > 0 ? (
          <Box component="ul" sx={gridSx}>
            {matches.map((match) => (
              <HelpTopicCard key={match.topic.slug} match={match} />
            ))}
          </Box>
        ) : (
          <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
            <Typography sx={{ color: 'text.secondary' }}>
              No help page mentions “{deferred.trim()}”. Try other words, or ask
              us.
            </Typography>
            <Button
              component={RouterLink}
              to={paths.supportContact}
              variant="outlined"
            >
              Contact support
            </Button>
          </Box>
        )}
      </Box>
      <SupportShortcuts />
    </Box>
  );
}
