// Form 5500 facts the reports read (migration 0005).
import type { FactColumns } from '../companies/index';

export type FilingsView = FactColumns & {
  form: string | null;
  plan_year_begin: string | null;
  plan_year_end: string | null;
  plan_number: string | null;
  plan_name: string | null;
  sponsor_name: string | null;
  admin_name: string | null;
  participants_boy: number | null;
  active_participants: number | null;
  pension_codes: string | null;
  welfare_codes: string | null;
  funding_arrangement: string | null;
  benefit_arrangement: string | null;
  self_funded: number | null;
  schedule_a_count: number | null;
  schedule_c_attached: number | null;
  schedule_h_attached: number | null;
  schedule_i_attached: number | null;
  filing_status: string | null;
  date_received: string | null;
};

export type InsuranceContractsView = FactColumns & {
  ack_id: string;
  form_id: number;
  carrier_name: string | null;
  carrier_name_normalized: string | null;
  contract_number: string | null;
  persons_covered: number | null;
  renewal_month: number | null;
  lines: string | null;
  other_text: string | null;
  premium: number | null;
  commissions: number | null;
  fees: number | null;
};

export type ContractBrokersView = FactColumns & {
  ack_id: string;
  form_id: number;
  broker_name: string | null;
  broker_name_normalized: string | null;
  commission: number | null;
  fees: number | null;
};

export type ServiceProvidersView = FactColumns & {
  ack_id: string;
  row_order: number;
  name: string | null;
  ein: string | null;
  relation: string | null;
  service_codes: string | null;
  direct_compensation: number | null;
  indirect_compensation: number | null;
};

export type ServiceProviderCodesView = FactColumns & {
  ack_id: string;
  row_order: number;
  code_order: number;
  service_code: string;
};

export type PlanFinancialsView = FactColumns & {
  ack_id: string;
  schedule: string | null;
  assets_boy: number | null;
  assets_eoy: number | null;
  employer_contributions: number | null;
  participant_contributions: number | null;
};

export type BenefitTables = {
  filings: FilingsView;
  insurance_contracts: InsuranceContractsView;
  contract_brokers: ContractBrokersView;
  service_providers: ServiceProvidersView;
  service_provider_codes: ServiceProviderCodesView;
  plan_financials: PlanFinancialsView;
};
