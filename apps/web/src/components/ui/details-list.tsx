import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const cellSx = {
  px: { xs: 2, sm: 3 },
  py: 1.75,
  borderBottom: 1,
  borderColor: 'divider',
};

/** A two-column list of labelled values; on a phone the label narrows. */
export function DetailsList({
  rows,
}: {
  rows: ReadonlyArray<readonly [string, string]>;
}) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 720, borderRadius: '12px' }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(96px, 35%) minmax(0, 1fr)',
            sm: '180px minmax(0, 1fr)',
          },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography
              component="dt"
              sx={{ ...cellSx, color: 'text.secondary' }}
            >
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{
                ...cellSx,
                m: 0,
                fontWeight: 500,
                overflowWrap: 'anywhere',
              }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
