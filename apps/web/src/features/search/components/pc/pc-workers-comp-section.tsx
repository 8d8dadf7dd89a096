import type { PcCriteria } from '@edge/contracts';
import { criteriaErrorAt } from '../../utils/field-errors';
import { sectionStatus } from '../../utils/section-status';
import { AmountField } from '../filters/amount-field';
import { FilterSection } from '../filters/filter-section';
import { MonthChips } from '../filters/month-chips';
import { PartyField } from '../filters/party-field';
import { SwitchField } from '../filters/switch-field';
import type { PcSectionProps } from './pc-section-props';
import { memoSection } from '../memo-section';

const PATHS = ['has', 'expirationMonths', 'carriers', 'minExperienceMod'].map(
  (key) => `workersCompSearch.${key}`,
);

export const PcWorkersCompSection = memoSection(
  function PcWorkersCompSection(props: PcSectionProps) {
    const { criteria, patchGroup, errors } = props;
    const wc = criteria.workersCompSearch;
    const set = (patch: Partial<PcCriteria['workersCompSearch']>) =>
      patchGroup('workersCompSearch', patch);
    const errorOf = (key: string) =>
      criteriaErrorAt(errors, `workersCompSearch.${key}`);
    return (
      <FilterSection
        title="Workers' comp"
        subtitle="Policy expiration, carrier and experience mod"
        {...sectionStatus(criteria, props.defaults, errors, PATHS)}
      >
        <SwitchField
          label="Has a workers' comp policy on file"
          checked={wc.has}
          onChange={(has) => set({ has })}
        />
        <MonthChips
          label="Policy expires in"
          value={wc.expirationMonths}
          onChange={(expirationMonths) => set({ expirationMonths })}
          error={errorOf('expirationMonths')}
        />
        <PartyField
          label="Carriers"
          helperText="Type a carrier name and press Enter."
          value={wc.carriers}
          onChange={(carriers) => set({ carriers })}
          error={errorOf('carriers')}
        />
        <AmountField
          label="Experience mod at least"
          placeholder="e.g. 1.10"
          value={wc.minExperienceMod}
          onChange={(minExperienceMod) => set({ minExperienceMod })}
          error={errorOf('minExperienceMod')}
        />
      </FilterSection>
    );
  },
  ['workersCompSearch'],
);
