import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { useShowMore } from '../hooks/use-show-more';

/** SPEC §9: 'Show more' / 'Show less' under a long list. */
export function ShowMoreButton({
  list,
  total,
}: {
  list: ReturnType<typeof useShowMore>;
  total: number;
}) {
  if (!list.hasMore) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Button
        size="small"
        aria-expanded={list.isExpanded}
        aria-controls={list.listId}
        onClick={list.toggle}
        sx={{ px: 1 }}
      >
        {list.isExpanded ? 'Show less' : 'Show more'}
      </Button>
      {!list.isExpanded && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {list.shown.length} of {total} shown
        </Typography>
      )}
    </Box>
  );
}
