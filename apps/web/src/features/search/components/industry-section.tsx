import type { FilingScope, Module } from '@edge/contracts';
import { criteriaErrorAt, type FieldErrors } from '../utils/field-errors';
import { FilterSection } from './filters/filter-section';
import { NaicsTreeField } from './filters/naics-tree-field';

const PATH = 'companyNaicsSearch.industry_search_criterias';

interface IndustrySectionProps {
  module: Module;
  /** Benefits: the ticked filing scopes, which the tree's counts follow. */
  scopes?: readonly FilingScope[];
  value: readonly string[];
  /** Stable (useCallback): the tree re-renders only when it changes. */
  onChange: (codes: string[]) => void;
  errors: FieldErrors;
}

/** companyNaicsSearch, the same in both modules. */
export function IndustrySection({
  module,
  scopes,
  value,
  onChange,
  errors,
}: IndustrySectionProps) {
  const error = criteriaErrorAt(errors, PATH);
  return (
    <FilterSection
      title="Industry"
      subtitle="NAICS sectors down to national industries"
      activeCount={value.length}
      hasError={error !== undefined}
    >
      <NaicsTreeField
        module={module}
        scopes={scopes}
        value={value}
        onChange={onChange}
        error={error}
      />
    </FilterSection>
  );
}
