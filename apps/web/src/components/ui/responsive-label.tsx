import Box from '@mui/material/Box';

/**
 * A button's visible label, hidden on narrow screens where only the icon
 * shows; the button keeps the same accessible name through aria-label.
 */
export function ResponsiveLabel({
  children,
  from = 'lg',
}: {
  children: string;
  // The narrowest screen that shows the label.
  from?: 'sm' | 'lg';
}) {
  return (
    <Box component="span" sx={{ display: { xs: 'none', [from]: 'inline' } }}>
      {children}
    </Box>
  );
}

// Icon-only on narrow screens: no gap after the icon.
export const responsiveIconSx = {
  minWidth: 0,
  px: { xs: 0.5, sm: 0.75, lg: 1 },
  '& .MuiButton-startIcon': { mr: { xs: 0, lg: 1 } },
} as const;
