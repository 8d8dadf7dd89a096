import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';

/** An honest note for screens that a later release fills in. */
export function UpcomingPanel() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 3,
        borderRadius: '12px',
        border: '1px dashed',
        borderColor: 'divider',
        bgcolor: '#fff',
        color: 'text.secondary',
        maxWidth: 720,
      }}
    >
      <ScheduleOutlinedIcon sx={{ color: 'secondary.main' }} />
      <Typography>
        This screen arrives in an upcoming release of Edge.
      </Typography>
    </Box>
  );
}
