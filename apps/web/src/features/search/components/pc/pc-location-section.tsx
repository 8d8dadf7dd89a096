import { useState } from 'react';
import type { PcCriteria } from '@edge/contracts';
import { criteriaErrorAt } from '../../utils/field-errors';
import { sectionStatus } from '../../utils/section-status';
import { keepCountiesOf } from '@edge/contracts';
import { CountySelect } from '../filters/county-select';
import { FieldRow } from '../filters/field-row';
import { FilterSection } from '../filters/filter-section';
import { PlaceRadiusField } from '../filters/place-radius-field';
import { StateSelect } from '../../../../components/ui/state-select';
import { ZipListField } from '../filters/zip-list-field';
import type { PcSectionProps } from './pc-section-props';
import { memoSection } from '../memo-section';

type Location = PcCriteria['locationSearch'];
const PATHS = ['states', 'counties', 'zips', 'radius'].map(
  (key) => `locationSearch.${key}`,
);
const DEFAULT_MILES = 25;

export const PcLocationSection = memoSection(
  function PcLocationSection(
    props: PcSectionProps & { permittedStates: readonly string[] },
  ) {
    const { criteria, patchGroup, errors } = props;
    const location = criteria.locationSearch;
    const set = (patch: Partial<Location>) =>
      patchGroup('locationSearch', patch);
    const errorOf = (key: string) =>
      criteriaErrorAt(errors, `locationSearch.${key}`);
    const [miles, setMiles] = useState(location.radius?.miles ?? DEFAULT_MILES);
    const radius = location.radius;
    return (
      <FilterSection
        title="Location"
        subtitle="States, counties, ZIP codes or a radius"
        isOpenByDefault
        {...sectionStatus(criteria, props.defaults, errors, PATHS)}
      >
        <FieldRow>
          <StateSelect
            label="States"
            options={props.permittedStates}
            value={location.states}
            onChange={(states) =>
              set({
                states,
                counties: keepCountiesOf(location.counties, states),
              })
            }
            error={errorOf('states')}
            helperText={`Leave empty for all ${props.permittedStates.length} states you can search.`}
          />
          <CountySelect
            label="Counties"
            states={location.states}
            value={location.counties}
            onChange={(counties) => set({ counties })}
            error={errorOf('counties')}
          />
        </FieldRow>
        <ZipListField
          label="ZIP codes"
          value={location.zips}
          onChange={(zips) => set({ zips })}
          error={errorOf('zips')}
        />
        <PlaceRadiusField
          centre={radius}
          miles={radius?.miles ?? miles}
          error={errorOf('radius.latitude') ?? errorOf('radius.longitude')}
          milesError={errorOf('radius.miles')}
          onCentreChange={(place) =>
            set({
              radius: place && {
                latitude: place.latitude,
                longitude: place.longitude,
                miles: radius?.miles ?? miles,
                label: place.label,
              },
            })
          }
          onMilesChange={(next) => {
            setMiles(next);
            if (radius) set({ radius: { ...radius, miles: next } });
          }}
        />
      </FilterSection>
    );
  },
  ['locationSearch'],
);
