import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface PageFrameProps {
  title: string;
  description?: ReactNode;
  eyebrow?: string;
  /** Wide content (a results table) may use the whole width. */
  isWide?: boolean;
  children?: ReactNode;
}

/** The frame of every in-app screen: a title, a line of context, the content. */
export function PageFrame({
  title,
  description,
  eyebrow,
  isWide = false,
  children,
}: PageFrameProps) {
  return (
    <Box
      component="section"
      aria-labelledby="page-title"
      sx={{ maxWidth: isWide ? 'none' : 1200 }}
    >
      {eyebrow && (
        <Typography
          variant="overline"
          sx={{
            color: 'secondary.main',
            fontWeight: 700,
            letterSpacing: '0.08em',
          }}
        >
          {eyebrow}
        </Typography>
      )}
      <Typography id="page-title" variant="h1" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {description && (
        <Typography sx={{ color: 'text.secondary', maxWidth: 720, mb: 3 }}>
          {description}
        </Typography>
      )}
      {children}
    </Box>
  );
}
