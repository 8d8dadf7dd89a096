import Typography from '@mui/material/Typography';
import type { WcPolicy } from '@edge/contracts';
import { formatDate, policyCarrier } from '@edge/contracts';
import { formatFullMoney, formatMoney } from '@edge/contracts';
import { usePoliciesFilter } from '../../hooks/use-policies-filter';
import { filterPolicies } from '../../utils/policies-filter';
import { EmptyReport } from '../../../../components/ui/report-states';
import { ReportTable, type TableColumn } from '../report-table';
import { PoliciesFilterPanel } from './policies-filter-panel';

const COLUMNS: readonly TableColumn<WcPolicy>[] = [
  { key: 'carrier', label: 'Carrier', minWidth: 160, render: policyCarrier },
  { key: 'policy', label: 'Policy', render: (p) => p.policy_number },
  {
    key: 'term',
    label: 'Term',
    render: (p) =>
      `${formatDate(p.effective_date)} – ${formatDate(p.expiration_date)}`,
  },
  { key: 'status', label: 'Status', render: (p) => p.coverage_status },
  { key: 'class', label: 'Class', render: (p) => p.class_code },
  {
    key: 'mod',
    label: 'Mod',
    isNumeric: true,
    render: (p) => p.experience_mod?.toFixed(2),
  },
  {
    key: 'premium',
    label: 'Est. premium',
    isNumeric: true,
    render: (p) => formatMoney(p.estimated_premium),
    title: (p) =>
      p.estimated_premium === null
        ? undefined
        : formatFullMoney(p.estimated_premium),
  },
];

/** Every policy term, narrowed by the 'Policies and mods' panel. */
export function PoliciesSection({
  policies,
}: {
  policies: readonly WcPolicy[];
}) {
  const state = usePoliciesFilter();
  const shown = filterPolicies(policies, state.filter);
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        Policy history
      </Typography>
      <PoliciesFilterPanel
        policies={policies}
        shownCount={shown.length}
        state={state}
      />
      {shown.length === 0 ? (
        <EmptyReport text="No policies match the filters." />
      ) : (
        <ReportTable
          label="Workers' comp policies"
          columns={COLUMNS}
          rows={shown}
          rowKey={(p, i) =>
            `${p.policy_number ?? ''}-${p.effective_date ?? ''}-${i}`
          }
          limit={5}
        />
      )}
    </>
  );
}
