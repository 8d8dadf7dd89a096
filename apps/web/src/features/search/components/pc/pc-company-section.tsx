import type { PcCriteria } from '@edge/contracts';
import { criteriaErrorAt } from '../../utils/field-errors';
import { sectionStatus } from '../../utils/section-status';
import { EmployeeRangeField } from '../filters/employee-range-field';
import { FieldRow } from '../filters/field-row';
import { FilterSection } from '../filters/filter-section';
import { SearchTextField } from '../filters/search-text-field';
import { SwitchField } from '../filters/switch-field';
import type { PcSectionProps } from './pc-section-props';
import { memoSection } from '../memo-section';

const PATHS = [
  'termsSearch.name',
  'termsSearch.keywords',
  'searchOptions.matchAllTerms',
  'employeeRangeSearch',
];

export const PcCompanySection = memoSection(
  function PcCompanySection(props: PcSectionProps) {
    const { criteria, patchGroup, errors } = props;
    const terms = criteria.termsSearch;
    const setTerms = (patch: Partial<PcCriteria['termsSearch']>) =>
      patchGroup('termsSearch', patch);
    return (
      <FilterSection
        title="Company"
        subtitle="Name, keywords and size"
        isOpenByDefault
        {...sectionStatus(criteria, props.defaults, errors, PATHS)}
      >
        <FieldRow>
          <SearchTextField
            label="Company name"
            placeholder="Words of the name or DBA"
            value={terms.name}
            onChange={(name) => setTerms({ name })}
            error={criteriaErrorAt(errors, 'termsSearch.name')}
          />
          <SearchTextField
            label="Keywords"
            placeholder="Words in the name, industry, city or website"
            value={terms.keywords}
            onChange={(keywords) => setTerms({ keywords })}
            error={criteriaErrorAt(errors, 'termsSearch.keywords')}
          />
        </FieldRow>
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
      </FilterSection>
    );
  },
  ['termsSearch', 'searchOptions', 'employeeRangeSearch'],
);
