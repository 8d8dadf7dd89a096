import {
  serviceCodeLabel,
  type ProvidersReport,
  type ServiceProvider,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import type { CompaniesView } from '../companies/index';
import type {
  FilingsView,
  ServiceProviderCodesView,
  ServiceProvidersView,
} from './benefit-facts.table';
import { factsOf } from './company-reports.repository';
import { loadCurrentPlans, ofFilings } from './plan-year';
import { sourcesOf } from './report-sources.service';
import { descending, inOrder } from './report-values';

const compensation = (p: ServiceProvidersView) =>
  (p.direct_compensation ?? 0) + (p.indirect_compensation ?? 0);

// Reference §1.7: the codes table, else the provider's own code list.
function servicesOf(
  provider: ServiceProvidersView,
  codes: readonly ServiceProviderCodesView[],
) {
  const own = codes
    .filter(
      (c) => c.ack_id === provider.ack_id && c.row_order === provider.row_order,
    )
    .sort((a, b) => a.code_order - b.code_order)
    .map((c) => c.service_code);
  const list =
    own.length > 0 ? own : (provider.service_codes?.match(/\d{2}/g) ?? []);
  return [...new Set(list)].map((code) => ({
    code,
    label: serviceCodeLabel(code),
  }));
}

function providerOf(
  p: ServiceProvidersView,
  filing: FilingsView | undefined,
  codes: readonly ServiceProviderCodesView[],
): ServiceProvider {
  return {
    name: p.name ?? '',
    ein: p.ein,
    sponsor_dfe_name: filing?.sponsor_name ?? null,
    plan_name: filing?.plan_name ?? null,
    plan_number: filing?.plan_number ?? null,
    relation: p.relation,
    services: servicesOf(p, codes),
    direct_compensation: p.direct_compensation,
    indirect_compensation: p.indirect_compensation,
  };
}

/**
 * .../reports/providers: the Schedule C providers of the current plans
 * (as .../reports/plans lists them), the best paid first.
 */
export async function providersReport(
  db: Db,
  company: CompaniesView,
): Promise<ProvidersReport> {
  const { year, years, filings } = await loadCurrentPlans(db, company.muns);
  const [providerRows, codeRows] =
    filings.length > 0
      ? await Promise.all([
          factsOf(db, 'service_providers', company.muns),
          factsOf(db, 'service_provider_codes', company.muns),
        ])
      : [[], []];
  const providers = ofFilings(providerRows, filings).sort(
    inOrder(descending(compensation), (a, b) =>
      a.source_key.localeCompare(b.source_key),
    ),
  );
  const codes = ofFilings(codeRows, filings);
  const filingOf = new Map(filings.map((f) => [f.source_key, f]));
  return {
    muns: company.muns,
    sources: await sourcesOf(db, filings, providers, codes),
    plan_year: year,
    plan_years: years,
    providers: providers.map((p) =>
      providerOf(p, filingOf.get(p.ack_id), codes),
    ),
  };
}
