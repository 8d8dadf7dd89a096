import Typography from '@mui/material/Typography';

/** The big status code above an error page's title (decorative). */
export function StatusNumber({ status }: { status: number }) {
  return (
    <Typography
      aria-hidden="true"
      sx={{
        fontSize: '4.5rem',
        fontWeight: 800,
        color: 'secondary.main',
        lineHeight: 1,
      }}
    >
      {status}
    </Typography>
  );
}
