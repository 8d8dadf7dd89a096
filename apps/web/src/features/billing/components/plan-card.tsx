import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PlanInfo } from '@edge/contracts';
import {
  exportsText,
  modulesText,
  priceText,
  seatsText,
  statesText,
} from '../utils/plan-text';

interface PlanCardProps {
  plan: PlanInfo;
  isCurrent: boolean;
  isChosen: boolean;
  exportsPerUser: number;
  onChoose?: () => void;
}

/** One plan, its rows in the order every card has them. */
export function PlanCard({
  plan,
  isCurrent,
  isChosen,
  exportsPerUser,
  onChoose,
}: PlanCardProps) {
  const rows = [
    ['Modules', modulesText(plan)],
    ['States per module', statesText(plan)],
    ['Seats', seatsText(plan)],
    ['Exports per day', exportsText(plan, exportsPerUser)],
    ['Price', priceText(plan)],
  ];
  const titleId = `plan-${plan.key}`;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        p: 2,
        borderRadius: '12px',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        borderColor: isChosen || isCurrent ? 'secondary.main' : undefined,
        borderWidth: isChosen ? 2 : 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={titleId} variant="h3" component="h3">
          {plan.name}
        </Typography>
        {isCurrent && <Chip size="small" color="secondary" label="Your plan" />}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {plan.summary}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        {rows.map(([label, value]) => (
          <Box key={label}>
            <Typography
              component="dt"
              variant="caption"
              sx={{ color: 'text.secondary', fontWeight: 600 }}
            >
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box
        component="ul"
        sx={{ m: 0, pl: 2.5, color: 'text.secondary', typography: 'body2' }}
      >
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </Box>
      {onChoose && (
        <Button
          variant={isChosen ? 'contained' : 'outlined'}
          onClick={onChoose}
          aria-pressed={isChosen}
          sx={{ mt: 'auto' }}
        >
          {isChosen ? `${plan.name} chosen` : `Choose ${plan.name}`}
        </Button>
      )}
    </Paper>
  );
}
