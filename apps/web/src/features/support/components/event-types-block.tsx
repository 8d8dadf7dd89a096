import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  APPLICATION_EVENT_TYPES,
  eventTypeLabel,
  type AlertApplication,
} from '@edge/contracts';

const APPLICATIONS: readonly {
  application: AlertApplication;
  label: string;
}[] = [
  { application: 'PC', label: 'Commercial Lines' },
  { application: 'EB', label: 'Employee Benefits' },
];

/** The event types of each module's alerts, in the order lists show them. */
export function EventTypesBlock() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        gap: 3,
      }}
    >
      {APPLICATIONS.map(({ application, label }) => (
        <Box key={application}>
          <Typography
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700 }}
          >
            {label}
          </Typography>
          <Box
            component="ul"
            sx={{ pl: 2.5, my: 0.5, color: 'text.secondary' }}
          >
            {APPLICATION_EVENT_TYPES[application].map((type) => (
              <li key={type}>{eventTypeLabel(type)}</li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
