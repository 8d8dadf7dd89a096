import type {
  ContactHit,
  ContactsCompany,
  ContactsSearchResponse,
  EbHit,
  EbSearchResponse,
  PcHit,
  PcSearchResponse,
} from '@edge/contracts';

const base = {
  address: '100 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  county_fips: '48453',
  latitude: 30.27,
  longitude: -97.74,
  naics: '238220',
  industry: 'Plumbing Contractors',
  employees: 120,
  revenue: 14_500_000,
  phone: '(512) 555-0100',
  website: 'acme.example',
  opportunity: null as number | null,
};

export function pcHit(
  muns: string,
  name: string,
  extra: Partial<PcHit> = {},
): PcHit {
  return {
    ...base,
    muns,
    entity_name: name,
    activity_date: '2025-03-07',
    osha_inspections: 2,
    osha_violations: 3,
    osha_penalties: 12_000,
    whd_cases: 0,
    whd_back_wages: 0,
    dot_number: null,
    dot_power_units: null,
    property_year_built: 1998,
    wc_carrier: 'Texas Mutual',
    wc_expiration_date: '2026-01-01',
    ...extra,
  };
}

export function ebHit(
  muns: string,
  name: string,
  extra: Partial<EbHit> = {},
): EbHit {
  return {
    ...base,
    muns,
    entity_name: name,
    scopes: ['F5500'],
    plan_year: 2024,
    participants: 310,
    renewal_month: 1,
    premium: 1_250_000,
    lob_ids: [0, 2],
    carrier: 'Aetna',
    broker: null,
    broker_msid: null,
    carrier_more: 0,
    broker_more: 0,
    self_funded: false,
    ...extra,
  };
}

const aggregation = (total: number) => ({
  buckets: [{ key: 'TX', label: 'Texas', count: total }],
  known: total,
  total,
});

export function pcPage(hits: PcHit[], total = hits.length): PcSearchResponse {
  return { total, hits, aggregations: { states: aggregation(total) } };
}

export function ebPage(hits: EbHit[], total = hits.length): EbSearchResponse {
  const brokers = {
    buckets: [{ key: 'none', label: 'Broker Not Provided', count: total }],
    known: 0,
    total,
  };
  return {
    total,
    hits,
    aggregations: {
      states: aggregation(total),
      brokers,
      carriers: aggregation(total),
    },
  };
}

/** A contact of a contacts search, with premium fields. */
export function contactHit(
  id: string,
  name: string,
  extra: Partial<ContactHit> = {},
): ContactHit {
  const [first_name = null, last_name = null] = name.split(' ');
  return {
    id,
    first_name,
    last_name,
    title: 'Benefits Manager',
    department: 'Human Resources',
    seniority: 'Manager',
    email: `${id.toLowerCase()}@acme.example`,
    phone: '5125550142',
    linkedin_url: `https://www.linkedin.com/in/${id.toLowerCase()}`,
    source: 'Contacts list 2025',
    roles: ['hr', 'benefits'],
    ...extra,
  };
}

export function contactsCompany(
  muns: string,
  name: string,
  contacts: ContactHit[],
): ContactsCompany {
  return {
    muns,
    entity_name: name,
    city: 'Austin',
    state: 'TX',
    employees: 120,
    contacts,
  };
}

/** A page of a contacts search; the counts default to the page's own. */
export function contactsPage(
  page: ContactsCompany[],
  extra: Partial<Omit<ContactsSearchResponse, 'page'>> = {},
): ContactsSearchResponse {
  return {
    companies: page.length,
    contacts: page.reduce((sum, company) => sum + company.contacts.length, 0),
    has_premium_fields: true,
    page,
    ...extra,
  };
}
