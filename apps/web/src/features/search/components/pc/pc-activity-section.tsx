import { useState } from 'react';
import type { PcCriteria } from '@edge/contracts';
import { criteriaErrorAt } from '../../utils/field-errors';
import type { RangeScale } from '../../utils/range-value';
import { sectionStatus } from '../../utils/section-status';
import { formatDate } from '@edge/contracts';
import { DateRangeField } from '../filters/date-range-field';
import { DefaultFilterNote } from '../filters/default-filter-note';
import { FilterSection } from '../filters/filter-section';
import { RangeField } from '../filters/range-field';
import { SwitchField } from '../filters/switch-field';
import type { PcSectionProps } from './pc-section-props';
import { memoSection } from '../memo-section';

// SPEC §3: activity from Jan 1 two years back is a default that filters.
const NARROWING = [{ path: 'activityDateRange.minDate', cleared: null }];
const PATHS = [
  'activityDateRange.minDate',
  'activityDateRange.maxDate',
  'propertyYearBuildRangeSearch.enabled',
];

type YearBuilt = PcCriteria['propertyYearBuildRangeSearch'];

export const PcActivitySection = memoSection(
  function PcActivitySection(props: PcSectionProps) {
    const { criteria, patchGroup, errors } = props;
    const activity = criteria.activityDateRange;
    const built = criteria.propertyYearBuildRangeSearch;
    const setBuilt = (patch: Partial<YearBuilt>) =>
      patchGroup('propertyYearBuildRangeSearch', patch);
    const [scale] = useState<RangeScale>(() => ({
      min: 1900,
      max: new Date().getFullYear(),
    }));
    const status = sectionStatus(
      criteria,
      props.defaults,
      errors,
      PATHS,
      NARROWING,
    );
    return (
      <FilterSection
        title="Activity and property"
        subtitle="Latest activity and the year the property was built"
        {...status}
      >
        {status.defaultCount > 0 && activity.minDate && (
          <DefaultFilterNote
            text={`Activity from ${formatDate(activity.minDate)}`}
            clearLabel="Clear default"
            onClear={() =>
              patchGroup('activityDateRange', {
                minDate: null,
                maxDate: activity.maxDate,
              })
            }
          />
        )}
        <DateRangeField
          label="Activity"
          from={activity.minDate}
          to={activity.maxDate}
          onChange={(minDate, maxDate) =>
            patchGroup('activityDateRange', { minDate, maxDate })
          }
          error={criteriaErrorAt(errors, 'activityDateRange')}
        />
        <SwitchField
          label="Filter by the year the property was built"
          checked={built.enabled}
          onChange={(enabled) => setBuilt({ enabled })}
        />
        <RangeField
          label="Year built"
          scale={scale}
          format={String}
          isDisabled={!built.enabled}
          error={criteriaErrorAt(errors, 'propertyYearBuildRangeSearch')}
          value={{
            range: built.propertyYearBuildRange,
            texts: built.propertyYearBuildRangeTb,
            rangeType: built.rangeType,
          }}
          onChange={(next) =>
            setBuilt({
              propertyYearBuildRange: next.range,
              propertyYearBuildRangeTb: next.texts,
              rangeType: next.rangeType,
            })
          }
        />
      </FilterSection>
    );
  },
  ['activityDateRange', 'propertyYearBuildRangeSearch'],
);
