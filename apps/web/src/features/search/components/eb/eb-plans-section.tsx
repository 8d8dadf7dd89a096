import { BENEFIT_LINES, LOB_FLAGS, type LobFlag } from '@edge/contracts';
import { criteriaErrorAt } from '../../utils/field-errors';
import { sectionStatus } from '../../utils/section-status';
import { CheckboxGroup } from '../filters/checkbox-group';
import { FilterSection } from '../filters/filter-section';
import { MonthChips } from '../filters/month-chips';
import { SearchTextField } from '../filters/search-text-field';
import type { EbSectionProps } from './eb-section-props';
import { memoSection } from '../memo-section';

const PATHS = ['benefits_plan_renewal_months', 'lob_free_form', ...LOB_FLAGS];
const LINE_OPTIONS = BENEFIT_LINES.map((line) => ({
  value: line.flag,
  label: line.label,
}));

export const EbPlansSection = memoSection(function EbPlansSection(
  props: EbSectionProps,
) {
  const { criteria, patch, errors } = props;
  const ticked = LOB_FLAGS.filter((flag) => criteria[flag]);
  const setLines = (flags: LobFlag[]) =>
    patch(
      Object.fromEntries(LOB_FLAGS.map((flag) => [flag, flags.includes(flag)])),
    );
  return (
    <FilterSection
      title="Plans and lines of business"
      subtitle="Renewal month and the lines a plan covers"
      {...sectionStatus(criteria, props.defaults, errors, PATHS)}
    >
      <MonthChips
        label="Plan renews in"
        value={criteria.benefits_plan_renewal_months}
        onChange={(benefits_plan_renewal_months) =>
          patch({ benefits_plan_renewal_months })
        }
        error={criteriaErrorAt(errors, 'benefits_plan_renewal_months')}
      />
      <CheckboxGroup
        label="Lines of business (any of)"
        options={LINE_OPTIONS}
        value={ticked}
        onChange={setLines}
        columns={3}
      />
      <SearchTextField
        label="Other line of business"
        placeholder="e.g. pet insurance"
        helperText="Words of the description a filing gives for an 'Other' contract."
        value={criteria.lob_free_form}
        onChange={(lob_free_form) => patch({ lob_free_form })}
        error={criteriaErrorAt(errors, 'lob_free_form')}
      />
    </FilterSection>
  );
}, PATHS);
