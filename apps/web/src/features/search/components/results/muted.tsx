import Box from '@mui/material/Box';

/** A quiet placeholder for a missing value. */
export function Muted({ children }: { children: string }) {
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      {children}
    </Box>
  );
}
