import { criteriaErrorAt } from '../../utils/field-errors';
import { sectionStatus } from '../../utils/section-status';
import { keepCountiesOf } from '@edge/contracts';
import { CountySelect } from '../filters/county-select';
import { FieldRow } from '../filters/field-row';
import { FilterSection } from '../filters/filter-section';
import { PlaceRadiusField } from '../filters/place-radius-field';
import { StateSelect } from '../../../../components/ui/state-select';
import { ZipListField } from '../filters/zip-list-field';
import type { EbSectionProps } from './eb-section-props';
import { memoSection } from '../memo-section';

const PATHS = [
  'selected_states',
  'state_county',
  'states',
  'zips',
  'latitude',
  'radius_miles',
];

export const EbLocationSection = memoSection(
  function EbLocationSection(
    props: EbSectionProps & { permittedStates: readonly string[] },
  ) {
    const { criteria, patch, errors } = props;
    const errorOf = (path: string) => criteriaErrorAt(errors, path);
    // SPEC §3: latitude and longitude 0 mean no radius search.
    const hasCentre = criteria.latitude !== 0 || criteria.longitude !== 0;
    const status = sectionStatus(criteria, props.defaults, errors, PATHS);
    const statesHint = `Leave empty for all ${props.permittedStates.length} states you can search.`;
    return (
      <FilterSection
        title="Location"
        subtitle="Headquarters, any address, ZIP codes or a radius"
        isOpenByDefault
        {...status}
      >
        <FieldRow>
          <StateSelect
            label="Headquarters states"
            options={props.permittedStates}
            value={criteria.selected_states}
            onChange={(selected_states) =>
              patch({
                selected_states,
                state_county: keepCountiesOf(
                  criteria.state_county,
                  selected_states,
                ),
              })
            }
            error={errorOf('selected_states')}
            helperText={statesHint}
          />
          <CountySelect
            label="Headquarters counties"
            states={criteria.selected_states}
            value={criteria.state_county}
            onChange={(state_county) => patch({ state_county })}
            error={errorOf('state_county')}
          />
        </FieldRow>
        <StateSelect
          label="States with any company address"
          options={props.permittedStates}
          value={criteria.states}
          onChange={(states) => patch({ states })}
          error={errorOf('states')}
          helperText="Companies with a known address in one of these states."
        />
        <ZipListField
          label="ZIP codes"
          value={criteria.zips}
          onChange={(zips) => patch({ zips })}
          error={errorOf('zips')}
        />
        <PlaceRadiusField
          centre={
            hasCentre
              ? {
                  label: criteria.autocomplete,
                  latitude: criteria.latitude,
                  longitude: criteria.longitude,
                }
              : null
          }
          miles={criteria.radius_miles}
          error={errorOf('latitude') ?? errorOf('longitude')}
          milesError={errorOf('radius_miles')}
          onCentreChange={(place, typed) =>
            patch(
              place
                ? {
                    autocomplete: place.label,
                    userEnteredValue: typed,
                    latitude: place.latitude,
                    longitude: place.longitude,
                  }
                : {
                    autocomplete: '',
                    userEnteredValue: '',
                    latitude: 0,
                    longitude: 0,
                  },
            )
          }
          onMilesChange={(radius_miles) => patch({ radius_miles })}
        />
      </FilterSection>
    );
  },
  [...PATHS, 'longitude', 'autocomplete'],
);
