import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BRAND } from '../../config/theme';

interface BrandLogoProps {
  tone?: 'light' | 'dark';
  size?: 'small' | 'large';
  // The mark alone on a phone, where the header has no room for the word.
  isCompactOnPhone?: boolean;
}

/** The Edge mark and word, drawn inline so it never waits on a request. */
export function BrandLogo({
  tone = 'dark',
  size = 'small',
  isCompactOnPhone = false,
}: BrandLogoProps) {
  const box = size === 'large' ? 40 : 30;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <svg width={box} height={box} viewBox="0 0 32 32" aria-hidden="true">
        <rect
          width="32"
          height="32"
          rx="8"
          fill={tone === 'dark' ? BRAND.navy : '#fff'}
        />
        <path
          d="M9 8h14v3.5H13v3h8.5v3.5H13v3h10V24H9z"
          fill={BRAND.tealLight}
        />
      </svg>
      <Typography
        component="span"
        sx={{
          display: isCompactOnPhone ? { xs: 'none', sm: 'inline' } : 'inline',
          fontWeight: 800,
          fontSize: size === 'large' ? '1.75rem' : '1.25rem',
          letterSpacing: '-0.02em',
          color: tone === 'dark' ? BRAND.navy : '#fff',
        }}
      >
        Edge
      </Typography>
    </Box>
  );
}
