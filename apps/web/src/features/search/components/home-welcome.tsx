import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  getPermittedStates,
  type Module,
  type UserInfo,
} from '@edge/contracts';

function Stat({ label, value }: { label: string; value: string | number }) {
  const isNumber = typeof value === 'number';
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2.5, minWidth: 200, flex: '1 1 200px', borderRadius: '12px' }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
        {label}
      </Typography>
      <Typography
        sx={{ fontSize: isNumber ? '1.75rem' : '1.05rem', fontWeight: 700 }}
      >
        {value}
      </Typography>
    </Paper>
  );
}

/** The welcome of a module home: who is signed in and what they may search. */
export function HomeWelcome({
  user,
  module,
}: {
  user: UserInfo;
  module: Module;
}) {
  // SPEC §6: the products entry decides the permitted states of the module.
  const states = getPermittedStates(user.products, module);
  return (
    <Box sx={{ mb: 4 }}>
      <Typography sx={{ mb: 2.5, fontSize: '1.05rem' }}>
        Welcome back, {user.first_name || user.username}.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, maxWidth: 720 }}>
        <Stat label="Permitted states and territories" value={states.length} />
        <Stat label="Account" value={user.account_name} />
      </Box>
    </Box>
  );
}
