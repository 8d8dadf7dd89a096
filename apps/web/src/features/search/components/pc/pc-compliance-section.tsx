import type { PcCriteria } from '@edge/contracts';
import { criteriaErrorAt } from '../../utils/field-errors';
import { sectionStatus } from '../../utils/section-status';
import { AmountField } from '../filters/amount-field';
import { FieldGroup } from '../filters/field-group';
import { FilterSection } from '../filters/filter-section';
import { SwitchField } from '../filters/switch-field';
import type { PcSectionProps } from './pc-section-props';
import { memoSection } from '../memo-section';

type Compliance = PcCriteria['complianceSearch'];
const PATHS = ['osha', 'whd', 'dot', 'dotYearRange'].map(
  (key) => `complianceSearch.${key}`,
);

export const PcComplianceSection = memoSection(
  function PcComplianceSection(props: PcSectionProps) {
    const { criteria, patchGroup, errors } = props;
    const { osha, whd, dot, dotYearRange } = criteria.complianceSearch;
    const set = <K extends keyof Compliance>(
      key: K,
      patch: Partial<Compliance[K]>,
    ) =>
      patchGroup('complianceSearch', {
        [key]: { ...criteria.complianceSearch[key], ...patch },
      });
    const errorOf = (path: string) =>
      criteriaErrorAt(errors, `complianceSearch.${path}`);
    return (
      <FilterSection
        title="OSHA, wage-and-hour and DOT"
        subtitle="Inspections, violations, back wages and motor carriers"
        {...sectionStatus(criteria, props.defaults, errors, PATHS)}
      >
        <FieldGroup title="OSHA">
          <SwitchField
            label="Has OSHA inspections"
            checked={osha.has}
            onChange={(has) => set('osha', { has })}
          />
          <span />
          <AmountField
            label="Violations at least"
            isInteger
            value={osha.minViolations}
            onChange={(minViolations) => set('osha', { minViolations })}
            error={errorOf('osha.minViolations')}
          />
          <AmountField
            label="Penalties at least"
            isMoney
            value={osha.minPenalties}
            onChange={(minPenalties) => set('osha', { minPenalties })}
            error={errorOf('osha.minPenalties')}
          />
        </FieldGroup>
        <FieldGroup title="Wage and hour (WHD)">
          <SwitchField
            label="Has WHD cases"
            checked={whd.has}
            onChange={(has) => set('whd', { has })}
          />
          <AmountField
            label="Back wages at least"
            isMoney
            value={whd.minBackWages}
            onChange={(minBackWages) => set('whd', { minBackWages })}
            error={errorOf('whd.minBackWages')}
          />
        </FieldGroup>
        <FieldGroup title="Motor carriers (DOT)">
          <SwitchField
            label="Registered with DOT"
            checked={dot.has}
            onChange={(has) => set('dot', { has })}
          />
          <SwitchField
            label="Hazmat carrier"
            checked={dot.hazmat}
            onChange={(hazmat) => set('dot', { hazmat })}
          />
          <AmountField
            label="Power units at least"
            isInteger
            value={dot.minPowerUnits}
            onChange={(minPowerUnits) => set('dot', { minPowerUnits })}
            error={errorOf('dot.minPowerUnits')}
          />
          <AmountField
            label="Power units at most"
            isInteger
            value={dot.maxPowerUnits}
            onChange={(maxPowerUnits) => set('dot', { maxPowerUnits })}
            error={errorOf('dot.maxPowerUnits')}
          />
          <AmountField
            label="MCS-150 updated from (year)"
            isInteger
            value={dotYearRange.min}
            onChange={(min) => set('dotYearRange', { min })}
            error={errorOf('dotYearRange')}
            helperText="Applies to DOT carriers"
          />
          <AmountField
            label="MCS-150 updated to (year)"
            isInteger
            value={dotYearRange.max}
            onChange={(max) => set('dotYearRange', { max })}
          />
        </FieldGroup>
      </FilterSection>
    );
  },
  ['complianceSearch'],
);
