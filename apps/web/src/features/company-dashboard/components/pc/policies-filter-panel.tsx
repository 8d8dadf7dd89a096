import type { WcPolicy } from '@edge/contracts';
import type { PoliciesFilterState } from '../../hooks/use-policies-filter';
import { policiesFilterOptions } from '../../utils/policies-filter';
import { FilterChips } from '../filter-chips';
import { FilterPanel } from '../filter-panel';
import { ModRangeField } from './mod-range-field';

const asOptions = (values: readonly string[]) =>
  values.map((value) => ({ value, label: value }));

interface PoliciesFilterPanelProps {
  policies: readonly WcPolicy[];
  shownCount: number;
  state: PoliciesFilterState;
}

/** SPEC §4 'Policies and mods': status, carrier and experience mod range. */
export function PoliciesFilterPanel({
  policies,
  shownCount,
  state,
}: PoliciesFilterPanelProps) {
  const options = policiesFilterOptions(policies);
  const { filter, toggle } = state;
  const bounds = options.modBounds;
  return (
    <FilterPanel
      id="policies"
      title="Policies and mods"
      activeCount={state.activeCount}
      isExpanded={state.isExpanded}
      onToggle={state.toggleExpanded}
      onReset={state.reset}
      summary={`${shownCount} of ${policies.length} policies`}
    >
      <FilterChips
        label="Status"
        options={asOptions(options.statuses)}
        selected={filter.statuses}
        onToggle={(value) => toggle('statuses', value)}
      />
      <FilterChips
        label="Carrier"
        options={asOptions(options.carriers)}
        selected={filter.carriers}
        onToggle={(value) => toggle('carriers', value)}
      />
      {bounds && (
        <ModRangeField
          bounds={bounds}
          range={filter.modRange}
          onChange={(range) => state.setModRange(range, bounds)}
        />
      )}
    </FilterPanel>
  );
}
