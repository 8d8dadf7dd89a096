import { FILING_SCOPE_LABELS, FILING_SCOPES } from '@edge/contracts';
import { criteriaErrorAt } from '../../utils/field-errors';
import { sectionStatus } from '../../utils/section-status';
import { CheckboxGroup } from '../filters/checkbox-group';
import { DefaultFilterNote } from '../filters/default-filter-note';
import { FilterSection } from '../filters/filter-section';
import type { EbSectionProps } from './eb-section-props';
import { memoSection } from '../memo-section';

// SPEC §3: Welfare alone is a default that keeps other filers out.
const NARROWING = [{ path: 'scopes', cleared: [...FILING_SCOPES] }];

const OPTIONS = FILING_SCOPES.map((scope) => ({
  value: scope,
  label: `${FILING_SCOPE_LABELS[scope]} (${scope})`,
}));

export const EbScopeSection = memoSection(
  function EbScopeSection(props: EbSectionProps) {
    const { criteria, patch, errors } = props;
    const status = sectionStatus(
      criteria,
      props.defaults,
      errors,
      ['scopes'],
      NARROWING,
    );
    return (
      <FilterSection
        title="Filings"
        subtitle="Welfare, retirement, or no Form 5500"
        isOpenByDefault
        {...status}
      >
        {status.defaultCount > 0 && (
          <DefaultFilterNote
            text="Welfare filings only"
            clearLabel="Include every filing"
            onClear={() => patch({ scopes: [...FILING_SCOPES] })}
          />
        )}
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
