import { BROKER_BINS } from '@edge/contracts';
import { criteriaErrorAt } from '../../utils/field-errors';
import { sectionStatus } from '../../utils/section-status';
import { keepCountiesOf } from '@edge/contracts';
import { CheckboxGroup } from '../filters/checkbox-group';
import { CountySelect } from '../filters/county-select';
import { FieldGroup } from '../filters/field-group';
import { FieldRow } from '../filters/field-row';
import { FilterSection } from '../filters/filter-section';
import { PartyField } from '../filters/party-field';
import { SearchTextField } from '../filters/search-text-field';
import { StateSelect } from '../../../../components/ui/state-select';
import type { EbSectionProps } from './eb-section-props';
import { memoSection } from '../memo-section';

const PATHS = [
  'benefits_broker',
  'benefits_broker_address',
  'benefits_broker_city',
  'benefits_broker_zip',
  'broker_states',
  'benefits_broker_counties',
  'broker_bins',
];
const BIN_OPTIONS = BROKER_BINS.map((bin) => ({
  value: bin.key,
  label: bin.label,
}));

export const EbBrokerSection = memoSection(function EbBrokerSection(
  props: EbSectionProps & { permittedStates: readonly string[] },
) {
  const { criteria, patch, errors } = props;
  const errorOf = (path: string) => criteriaErrorAt(errors, path);
  return (
    <FilterSection
      title="Brokers"
      subtitle="Broker of record, where it is, and its book size"
      {...sectionStatus(criteria, props.defaults, errors, PATHS)}
    >
      <PartyField
        kind="brokers"
        label="Brokers"
        value={criteria.benefits_broker}
        onChange={(benefits_broker) => patch({ benefits_broker })}
        error={errorOf('benefits_broker')}
      />
      <FieldGroup title="Broker address" columns={3}>
        <SearchTextField
          label="Street address"
          value={criteria.benefits_broker_address}
          onChange={(benefits_broker_address) =>
            patch({ benefits_broker_address })
          }
          error={errorOf('benefits_broker_address')}
        />
        <SearchTextField
          label="City"
          value={criteria.benefits_broker_city}
          onChange={(benefits_broker_city) => patch({ benefits_broker_city })}
          error={errorOf('benefits_broker_city')}
        />
        <SearchTextField
          label="ZIP code"
          inputMode="numeric"
          value={criteria.benefits_broker_zip}
          onChange={(benefits_broker_zip) => patch({ benefits_broker_zip })}
          error={errorOf('benefits_broker_zip')}
        />
      </FieldGroup>
      <FieldRow>
        <StateSelect
          label="Broker states"
          options={props.permittedStates}
          value={criteria.broker_states}
          onChange={(broker_states) =>
            patch({
              broker_states,
              benefits_broker_counties: keepCountiesOf(
                criteria.benefits_broker_counties,
                broker_states,
              ),
            })
          }
          error={errorOf('broker_states')}
        />
        <CountySelect
          label="Broker counties"
          states={criteria.broker_states}
          value={criteria.benefits_broker_counties}
          onChange={(benefits_broker_counties) =>
            patch({ benefits_broker_counties })
          }
          error={errorOf('benefits_broker_counties')}
        />
      </FieldRow>
      <CheckboxGroup
        label="Broker book size"
        options={BIN_OPTIONS}
        value={criteria.broker_bins}
        onChange={(broker_bins) => patch({ broker_bins })}
        columns={3}
        error={errorOf('broker_bins')}
      />
    </FilterSection>
  );
}, PATHS);
