import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type {
  Module,
  OpportunityReason,
  OpportunityScore,
} from '@edge/contracts';
import { CardFrame } from '../../../components/ui/card-frame';
import { OPPORTUNITY_LEVELS } from '../../../components/ui/opportunity-level';
import { ReportPending } from '../../../components/ui/report-states';
import { useOpportunity } from '../api/get-opportunity';

const TITLE = 'Opportunity';

const HINT: Record<Module, string> = {
  eb: 'How ripe this company is for a call about its benefits, 0 to 100, from the data Edge holds: a plan year 60 to 120 days off scores most, then broker and carrier changes in the last three years, an incumbent broker losing clients, and premium or commission above its peers.',
  pc: "How ripe this company is for a call about its commercial lines, 0 to 100, from the data Edge holds: a workers' comp renewal 60 to 120 days off scores most, then carrier changes in the last three years, OSHA violations, wage-and-hour cases, its fleet and an MCS-150 update coming due.",
};

function ScoreBlock({ data }: { data: OpportunityScore }) {
  const level = OPPORTUNITY_LEVELS[data.level];
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 180 }}
    >
      <Typography
        component="p"
        sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1 }}
      >
        {data.score}
        <Typography
          component="span"
          sx={{ fontSize: '1rem', color: 'text.secondary', ml: 0.5 }}
        >
          / 100
        </Typography>
      </Typography>
      <Chip
        size="small"
        label={`${level.label} opportunity`}
        sx={{ ...level.sx, fontWeight: 600 }}
      />
    </Box>
  );
}

function ReasonList({
  label,
  reasons,
  muted = false,
}: {
  label: string;
  reasons: readonly OpportunityReason[];
  muted?: boolean;
}) {
  if (reasons.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Box
        component="ul"
        aria-label={label}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
      >
        {reasons.map((reason) => (
          <Box
            component="li"
            key={reason.factor}
            sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}
          >
            <Typography
              variant="body2"
              component="span"
              sx={{
                flex: '0 0 3.5rem',
                fontWeight: muted ? 400 : 700,
                color: muted ? 'text.secondary' : 'success.dark',
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {muted ? `0 of ${reason.max}` : `+${reason.points}`}
            </Typography>
            <Typography
              variant="body2"
              component="span"
              sx={{ color: muted ? 'text.secondary' : 'text.primary' }}
            >
              {reason.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The company's opportunity score in the module, and why. */
export function OpportunityCard({
  muns,
  module,
}: {
  muns: string;
  module: Module;
}) {
  const { view, retry } = useOpportunity(muns, module);
  return (
    <CardFrame
      id="company-opportunity"
      title={TITLE}
      hint={HINT[module]}
      isBusy={view.status === 'loading'}
    >
      <ReportPending
        view={view}
        title={TITLE}
        problemTitle="The opportunity score could not be loaded."
        onRetry={retry}
      />
      {view.status === 'loaded' && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'auto 1fr' },
            alignItems: 'start',
          }}
        >
          <ScoreBlock data={view.data} />
          <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
            {view.data.reasons.length === 0 && (
              <Typography variant="body2">
                Nothing in the data points to a call now.
              </Typography>
            )}
            <ReasonList label="Why" reasons={view.data.reasons} />
            <ReasonList label="Not scored" reasons={view.data.unscored} muted />
          </Box>
        </Box>
      )}
    </CardFrame>
  );
}
