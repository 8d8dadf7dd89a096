import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { FEATURE_FLAG_INFO, type AccountFlag } from '@edge/contracts';
import type { FlagChange } from '../api/change-account-flag';
import { describeAccountFlag } from '../utils/describe-account-flag';

interface AccountFlagRowProps {
  flag: AccountFlag;
  isBusy: boolean;
  onChange: (change: FlagChange) => void;
}

/** One flag of an account: what it does, its switch, where its value comes from. */
export function AccountFlagRow({
  flag,
  isBusy,
  onChange,
}: AccountFlagRowProps) {
  const info = FEATURE_FLAG_INFO[flag.flag];
  const statusId = `flag-status-${flag.flag}`;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 3,
        rowGap: 1,
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {info.label}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {info.description}
        </Typography>
        <Typography
          id={statusId}
          variant="caption"
          sx={{ display: 'block', mt: 0.5, color: 'text.secondary' }}
        >
          <code>{flag.flag}</code> · {describeAccountFlag(flag)}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          // Wide screens keep every switch in one column at the right.
          flexDirection: { xs: 'row', md: 'row-reverse' },
        }}
      >
        <FormControlLabel
          label={
            <Box
              component="span"
              sx={{ display: 'inline-block', minWidth: 28 }}
            >
              {flag.value ? 'On' : 'Off'}
            </Box>
          }
          sx={{ mr: 0 }}
          control={
            <Switch
              checked={flag.value}
              disabled={isBusy}
              onChange={(_, value) => onChange({ flag: flag.flag, value })}
              slotProps={{
                input: {
                  'aria-label': info.label,
                  'aria-describedby': statusId,
                },
              }}
            />
          }
        />
        {flag.is_set && (
          <Button
            size="small"
            disabled={isBusy}
            onClick={() => onChange({ flag: flag.flag, value: 'default' })}
            aria-label={`Use the default for ${info.label}`}
          >
            Use default
          </Button>
        )}
      </Box>
    </Box>
  );
}
