import type { PlansFilterState } from '../../hooks/use-plans-filter';
import { HINTS } from '../../utils/hint-texts';
import { PLAN_KIND_LABELS } from '@edge/contracts';
import type { PlansFilterOptions } from '../../utils/plans-filter';
import { FilterChips } from '../filter-chips';
import { FilterPanel } from '../filter-panel';

interface PlansFilterPanelProps {
  options: PlansFilterOptions;
  state: PlansFilterState;
  summary: string;
}

/** SPEC §4 'Plans and services': plan kind, line, carrier, service code. */
export function PlansFilterPanel({
  options,
  state,
  summary,
}: PlansFilterPanelProps) {
  const { filter, toggle } = state;
  return (
    <FilterPanel
      id="plans"
      title="Plans and services"
      activeCount={state.activeCount}
      isExpanded={state.isExpanded}
      onToggle={state.toggleExpanded}
      onReset={state.reset}
      summary={summary}
    >
      <FilterChips
        label="Plan kind"
        options={options.kinds.map((kind) => ({
          value: kind,
          label: PLAN_KIND_LABELS[kind],
        }))}
        selected={filter.kinds}
        onToggle={(value) => toggle('kinds', value)}
      />
      <FilterChips
        label="Line of business"
        hint={HINTS.linesOfBusiness}
        options={options.lines.map((line) => ({
          value: line.id,
          label: line.display_name,
        }))}
        selected={filter.lines}
        onToggle={(value) => toggle('lines', value)}
      />
      <FilterChips
        label="Carrier"
        options={options.carriers.map((name) => ({ value: name, label: name }))}
        selected={filter.carriers}
        onToggle={(value) => toggle('carriers', value)}
      />
      <FilterChips
        label="Service code"
        options={options.services.map((s) => ({
          value: s.code,
          label: `${s.code} ${s.label}`,
        }))}
        selected={filter.services}
        onToggle={(value) => toggle('services', value)}
      />
    </FilterPanel>
  );
}
