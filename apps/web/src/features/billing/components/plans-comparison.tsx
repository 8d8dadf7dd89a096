import Box from '@mui/material/Box';
import type { PlanInfo, PlanKey } from '@edge/contracts';
import { PlanCard } from './plan-card';

interface PlansComparisonProps {
  plans: readonly PlanInfo[];
  current: PlanKey | null;
  chosen: PlanKey | undefined;
  exportsPerUser: number;
  onChoose: (plan: PlanKey) => void;
}

/** The account's plan beside the others, cheapest first. */
export function PlansComparison({
  plans,
  current,
  chosen,
  exportsPerUser,
  onChoose,
}: PlansComparisonProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fit, minmax(230px, 1fr))',
      }}
    >
      {plans.map((plan) => (
        <PlanCard
          key={plan.key}
          plan={plan}
          isCurrent={plan.key === current}
          isChosen={plan.key === chosen}
          exportsPerUser={exportsPerUser}
          onChoose={plan.is_requestable ? () => onChoose(plan.key) : undefined}
        />
      ))}
    </Box>
  );
}
