import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** A figure whose answer is on its way. */
export function FigureSkeleton({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={`Loading ${label}`}
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      }}
    >
      <Skeleton variant="rounded" height={240} />
      <Box>
        {[90, 80, 85, 70, 75, 60].map((width) => (
          <Skeleton key={width} width={`${width}%`} height={32} />
        ))}
      </Box>
    </Box>
  );
}
