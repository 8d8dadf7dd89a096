import { useCallback, useState } from 'react';
import { defaultEbCriteria, type EbCriteria } from '@edge/contracts';
import { useSearchHome } from '../../hooks/use-search-home';
import { IndustrySection } from '../industry-section';
import { SearchFormLayout } from '../search-form-layout';
import type { SearchHomeSlots } from '../search-home-slots';
import { SearchSummary } from '../search-summary';
import { EbBrokerSection } from './eb-broker-section';
import { EbCarrierSection } from './eb-carrier-section';
import { EbCompanySection } from './eb-company-section';
import { EbLocationSection } from './eb-location-section';
import { EbPlanFiguresSection } from './eb-plan-figures-section';
import { EbPlansSection } from './eb-plans-section';
import { EbScopeSection } from './eb-scope-section';

/** The Benefits search: every criterion of SPEC §3, counted live. */
export function EbSearchHome({
  permittedStates,
  slots,
}: {
  permittedStates: readonly string[];
  slots?: SearchHomeSlots<EbCriteria>;
}) {
  const home = useSearchHome('eb');
  const { criteria, patch, patchGroup } = home;
  const [defaults] = useState(defaultEbCriteria);
  const setIndustries = useCallback(
    (codes: string[]) =>
      patchGroup('companyNaicsSearch', { industry_search_criterias: codes }),
    [patchGroup],
  );
  const errors = home.count.fieldErrors;
  const section = { criteria, defaults, patch, patchGroup, errors };
  return (
    <SearchFormLayout
      label="Benefits search"
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
      <EbScopeSection {...section} />
      <EbLocationSection {...section} permittedStates={permittedStates} />
      <IndustrySection
        module="eb"
        scopes={criteria.scopes}
        value={criteria.companyNaicsSearch.industry_search_criterias}
        onChange={setIndustries}
        errors={errors}
      />
      <EbCompanySection {...section} />
      <EbPlansSection {...section} />
      <EbPlanFiguresSection {...section} />
      <EbCarrierSection {...section} />
      <EbBrokerSection {...section} permittedStates={permittedStates} />
    </SearchFormLayout>
  );
}
