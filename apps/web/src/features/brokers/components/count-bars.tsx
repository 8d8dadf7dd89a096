import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatCount } from '@edge/contracts';

export interface CountBar {
  key: string | number;
  label: string;
  count: number;
}

interface CountBarsProps {
  items: readonly CountBar[];
  /** What the list counts, for screen readers: 'Clients by state'. */
  label: string;
  emptyText: string;
  /** Rows shown before 'Show more' (SPEC §9); all when not set. */
  initialRows?: number;
}

/** Counts with a bar each, scaled to the largest; the numbers carry the meaning. */
export function CountBars({
  items,
  label,
  emptyText,
  initialRows = Number.POSITIVE_INFINITY,
}: CountBarsProps) {
  const listId = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  if (items.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {emptyText}
      </Typography>
    );
  }
  const top = Math.max(1, ...items.map((item) => item.count));
  const shown = isExpanded ? items : items.slice(0, initialRows);
  return (
    <>
      <Box
        component="ol"
        id={listId}
        aria-label={label}
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
      >
        {shown.map((item) => (
          <Box component="li" key={item.key}>
            <Box
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
            >
              <Typography variant="body2" noWrap title={item.label}>
                {item.label}
              </Typography>
              <Typography
                variant="body2"
                sx={{
                  fontVariantNumeric: 'tabular-nums',
                  color: 'text.secondary',
                }}
              >
                {formatCount(item.count)}
              </Typography>
            </Box>
            <Box
              aria-hidden
              sx={{ mt: 0.5, height: 4, borderRadius: 2, bgcolor: '#eef2f6' }}
            >
              <Box
                sx={{
                  height: 4,
                  borderRadius: 2,
                  bgcolor: 'secondary.main',
                  width: `${(item.count / top) * 100}%`,
                }}
              />
            </Box>
          </Box>
        ))}
      </Box>
      {items.length > initialRows && (
        <Button
          size="small"
          aria-expanded={isExpanded}
          aria-controls={listId}
          onClick={() => setIsExpanded((value) => !value)}
          sx={{ justifySelf: 'start', px: 0 }}
        >
          {isExpanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </>
  );
}
