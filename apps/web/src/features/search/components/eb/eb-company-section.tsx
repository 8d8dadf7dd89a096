import { criteriaErrorAt } from '../../utils/field-errors';
import { sectionStatus } from '../../utils/section-status';
import { AmountField } from '../filters/amount-field';
import { EmployeeRangeField } from '../filters/employee-range-field';
import { FieldGroup } from '../filters/field-group';
import { FilterSection } from '../filters/filter-section';
import { SearchTextField } from '../filters/search-text-field';
import { SwitchField } from '../filters/switch-field';
import type { EbSectionProps } from './eb-section-props';
import { memoSection } from '../memo-section';

const PATHS = [
  'searchOptions.name',
  'searchOptions.matchAllTerms',
  'employeeRangeSearch',
  'insightSearch.revenueRange',
];

export const EbCompanySection = memoSection(
  function EbCompanySection(props: EbSectionProps) {
    const { criteria, patchGroup, errors } = props;
    const revenue = criteria.insightSearch.revenueRange;
    const setRevenue = (patch: Partial<typeof revenue>) =>
      patchGroup('insightSearch', { revenueRange: { ...revenue, ...patch } });
    const revenueError = criteriaErrorAt(errors, 'insightSearch.revenueRange');
    return (
      <FilterSection
        title="Company"
        subtitle="Name, size and revenue"
        isOpenByDefault
        {...sectionStatus(criteria, props.defaults, errors, PATHS)}
      >
        <SearchTextField
          label="Company or plan sponsor name"
          value={criteria.searchOptions.name}
          onChange={(name) => patchGroup('searchOptions', { name })}
          error={criteriaErrorAt(errors, 'searchOptions.name')}
        />
        <SwitchField
          label="Match all terms"
          checked={criteria.searchOptions.matchAllTerms}
          onChange={(matchAllTerms) =>
            patchGroup('searchOptions', { matchAllTerms })
          }
        />
        <EmployeeRangeField
          value={criteria.employeeRangeSearch}
          onChange={(value) => patchGroup('employeeRangeSearch', value)}
          error={criteriaErrorAt(errors, 'employeeRangeSearch')}
        />
        <FieldGroup title="Revenue">
          <AmountField
            label="Revenue from"
            isMoney
            placeholder="e.g. 500k"
            value={revenue.min}
            onChange={(min) => setRevenue({ min })}
            error={revenueError}
          />
          <AmountField
            label="Revenue to"
            isMoney
            placeholder="e.g. 25M"
            value={revenue.max}
            onChange={(max) => setRevenue({ max })}
          />
        </FieldGroup>
      </FilterSection>
    );
  },
  ['searchOptions', 'employeeRangeSearch', 'insightSearch'],
);
