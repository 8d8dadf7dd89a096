import { useCallback, useState } from 'react';
import { defaultPcCriteria, type PcCriteria } from '@edge/contracts';
import { useSearchHome } from '../../hooks/use-search-home';
import { IndustrySection } from '../industry-section';
import { SearchFormLayout } from '../search-form-layout';
import type { SearchHomeSlots } from '../search-home-slots';
import { SearchSummary } from '../search-summary';
import { PcActivitySection } from './pc-activity-section';
import { PcCompanySection } from './pc-company-section';
import { PcComplianceSection } from './pc-compliance-section';
import { PcHazardSection } from './pc-hazard-section';
import { PcLocationSection } from './pc-location-section';
import { PcWorkersCompSection } from './pc-workers-comp-section';

/** The Commercial Lines search: every criterion of SPEC §3, counted live. */
export function PcSearchHome({
  permittedStates,
  slots,
}: {
  permittedStates: readonly string[];
  slots?: SearchHomeSlots<PcCriteria>;
}) {
  const home = useSearchHome('pc');
  const { criteria, patchGroup } = home;
  const [defaults] = useState(defaultPcCriteria);
  const setIndustries = useCallback(
    (codes: string[]) =>
      patchGroup('companyNaicsSearch', { industry_search_criterias: codes }),
    [patchGroup],
  );
  const section = {
    criteria,
    defaults,
    patchGroup,
    errors: home.count.fieldErrors,
  };
  return (
    <SearchFormLayout
      label="Commercial lines search"
      formKey={home.formKey}
      onSearch={() => void home.search()}
      summary={
        <SearchSummary
          count={home.count}
          onClear={home.clear}
          actions={slots?.actions?.(home)}
        />
      }
    >
      <PcLocationSection {...section} permittedStates={permittedStates} />
      <IndustrySection
        module="pc"
        value={criteria.companyNaicsSearch.industry_search_criterias}
        onChange={setIndustries}
        errors={home.count.fieldErrors}
      />
      <PcCompanySection {...section} />
      <PcActivitySection {...section} />
      <PcComplianceSection {...section} />
      <PcHazardSection {...section} />
      <PcWorkersCompSection {...section} />
    </SearchFormLayout>
  );
}
