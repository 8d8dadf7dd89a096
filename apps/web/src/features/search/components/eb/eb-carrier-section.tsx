import { criteriaErrorAt } from '../../utils/field-errors';
import { sectionStatus } from '../../utils/section-status';
import { FilterSection } from '../filters/filter-section';
import { PartyField } from '../filters/party-field';
import type { EbSectionProps } from './eb-section-props';
import { memoSection } from '../memo-section';

const PATHS = ['benefits_carrier', 'benefits_carriers_normalized'];

export const EbCarrierSection = memoSection(function EbCarrierSection(
  props: EbSectionProps,
) {
  const { criteria, patch, errors } = props;
  const normalized = criteria.benefits_carriers_normalized;
  // Both lists match a carrier by name; a search saved with grouping names
  // keeps them, and new names go to benefits_carrier.
  const handleChange = (names: string[]) =>
    patch({
      benefits_carriers_normalized: normalized.filter((n) => names.includes(n)),
      benefits_carrier: names.filter((n) => !normalized.includes(n)),
    });
  return (
    <FilterSection
      title="Carriers"
      subtitle="Insurance carriers on the plans"
      {...sectionStatus(criteria, props.defaults, errors, PATHS)}
    >
      <PartyField
        kind="carriers"
        label="Carriers"
        helperText="Companies with a contract from any of these carriers."
        value={[...criteria.benefits_carrier, ...normalized]}
        onChange={handleChange}
        error={
          criteriaErrorAt(errors, 'benefits_carrier') ??
          criteriaErrorAt(errors, 'benefits_carriers_normalized')
        }
      />
    </FilterSection>
  );
}, PATHS);
