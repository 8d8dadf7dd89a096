import { FILING_SCOPE_LABELS, FILING_SCOPES } from '@edge/contracts';
import { criteriaErrorAt } from '../../utils/field-errors';
import { sectionStatus } from '../../utils/section-status';
import { CheckboxGroup } from '../filters/checkbox-group';
import { FilterSection } from '../filters/filter-section';
import type { EbSectionProps } from './eb-section-props';
import { memoSection } from '../memo-section';

const OPTIONS = FILING_SCOPES.map((scope) => ({
  value: scope,
  label: `${FILING_SCOPE_LABELS[scope]} (${scope})`,
}));

export const EbScopeSection = memoSection(
  function EbScopeSection(props: EbSectionProps) {
    const { criteria, patch, errors } = props;
    return (
      <FilterSection
        title="Filings"
        subtitle="Welfare, retirement, or no Form 5500"
        isOpenByDefault
        {...sectionStatus(criteria, props.defaults, errors, ['scopes'])}
      >
        <CheckboxGroup
          label="Filing scopes"
          options={OPTIONS}
          value={criteria.scopes}
          onChange={(scopes) => patch({ scopes })}
          columns={3}
          isOneRequired
          error={criteriaErrorAt(errors, 'scopes')}
          helperText="At least one scope stays ticked."
        />
      </FilterSection>
    );
  },
  ['scopes'],
);
