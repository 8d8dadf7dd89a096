import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReportSource } from '@edge/contracts';
import { formatSource } from '../utils/format-source';

/**
 * Where the page's rows come from and how current they are: each dataset
 * with its latest year and as-of date; the file name on hover.
 */
export function SourceLine({ sources }: { sources: readonly ReportSource[] }) {
  if (sources.length === 0) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: 1,
        rowGap: 0.25,
        mt: -2,
        mb: 2.5,
        color: 'text.secondary',
      }}
    >
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {sources.length === 1 ? 'Source:' : 'Sources:'}
      </Typography>
      <Box
        component="ul"
        aria-label="Sources"
        sx={{ display: 'contents', listStyle: 'none', p: 0, m: 0 }}
      >
        {sources.map((source, i) => (
          <Typography
            key={source.dataset}
            component="li"
            variant="body2"
            title={source.file_name ?? undefined}
          >
            {formatSource(source)}
            {i < sources.length - 1 ? ';' : ''}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
