import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Aggregation } from '@edge/contracts';
import { formatCount } from '@edge/contracts';

interface BucketCardProps {
  title: string;
  aggregation: Aggregation;
  /** Rows shown before 'Show more'. */
  initialRows?: number;
  footnote?: ReactNode;
  /** Spread the rows over columns (a card as wide as the page). */
  isWide?: boolean;
}

/** Counts per value with a bar each, largest first. */
export function BucketCard({
  title,
  aggregation,
  initialRows = 5,
  footnote,
  isWide = false,
}: BucketCardProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const { buckets } = aggregation;
  const shown = isExpanded ? buckets : buckets.slice(0, initialRows);
  const top = Math.max(1, ...buckets.map((b) => b.count));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{
        borderRadius: '12px',
        p: 2.5,
        display: 'grid',
        gap: 1.25,
        alignContent: 'start',
      }}
    >
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {buckets.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No data for these companies.
        </Typography>
      ) : (
        <Box
          component="ol"
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            display: 'grid',
            rowGap: 1,
            columnGap: 4,
            gridTemplateColumns: isWide
              ? 'repeat(auto-fill, minmax(200px, 1fr))'
              : '1fr',
          }}
        >
          {shown.map((bucket) => (
            <Box component="li" key={bucket.key}>
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: 2,
                }}
              >
                <Typography variant="body2" noWrap title={bucket.label}>
                  {bucket.label}
                </Typography>
                <Typography
                  variant="body2"
                  sx={{
                    fontVariantNumeric: 'tabular-nums',
                    color: 'text.secondary',
                  }}
                >
                  {formatCount(bucket.count)}
                </Typography>
              </Box>
              <Box
                sx={{ mt: 0.5, height: 4, borderRadius: 2, bgcolor: '#eef2f6' }}
              >
                <Box
                  sx={{
                    height: 4,
                    borderRadius: 2,
                    bgcolor: 'secondary.main',
                    width: `${(bucket.count / top) * 100}%`,
                  }}
                />
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {buckets.length > initialRows && (
        <Button
          size="small"
          onClick={() => setIsExpanded((v) => !v)}
          sx={{ justifySelf: 'start', px: 0 }}
        >
          {isExpanded ? 'Show less' : 'Show more'}
        </Button>
      )}
      {footnote && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {footnote}
        </Typography>
      )}
    </Paper>
  );
}
