import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { EventChange } from '@edge/contracts';

function Value({ value }: { value: string | null }) {
  if (value === null || value === '') {
    return (
      <Box
        component="span"
        sx={{ color: 'text.secondary', fontStyle: 'italic' }}
      >
        none
      </Box>
    );
  }
  return (
    <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {value}
    </Box>
  );
}

/** What an event changed, one value a line: 'Carrier: Travelers → Hartford'. */
export function EventChanges({
  changes,
  label = 'What changed',
}: {
  changes: readonly EventChange[];
  label?: string;
}) {
  if (changes.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
    >
      {changes.map((change, index) => (
        <Typography
          key={`${index}-${change.label}`}
          component="li"
          variant="body2"
          sx={{ color: 'text.primary' }}
        >
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {change.label}:
          </Box>{' '}
          <Value value={change.before} />
          <Box component="span" sx={{ mx: 0.75, color: 'text.secondary' }}>
            →
          </Box>
          <Value value={change.after} />
        </Typography>
      ))}
    </Box>
  );
}
