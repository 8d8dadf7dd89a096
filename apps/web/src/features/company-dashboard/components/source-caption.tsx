import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReportSource } from '@edge/contracts';
import { formatSources, summarizeSources } from '@edge/contracts';

/**
 * Where a card's facts come from and how current they are; `isSummary`
 * puts every dataset on one line (the header reads from many).
 */
export function SourceCaption({
  sources,
  isSummary = false,
}: {
  sources: readonly ReportSource[];
  isSummary?: boolean;
}) {
  const lines = isSummary
    ? [summarizeSources(sources)].filter(Boolean)
    : formatSources(sources);
  if (lines.length === 0) return null;
  return (
    <Box sx={{ mt: 'auto', pt: 1.25, borderTop: 1, borderColor: 'divider' }}>
      {lines.map((line) => (
        <Typography
          key={line}
          variant="caption"
          component="p"
          sx={{ color: 'text.secondary', m: 0 }}
        >
          {isSummary ? 'Sources' : 'Source'}: {line}
        </Typography>
      ))}
    </Box>
  );
}
