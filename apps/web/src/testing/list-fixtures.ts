import type { CompanyList, CompanyListPage } from '@edge/contracts';

/** A list as the API answers it; the owner's unless told. */
export function companyList(
  id: number,
  name: string,
  over: Partial<CompanyList> = {},
): CompanyList {
  return {
    id,
    module: 'pc',
    name,
    owner: { id: 1, name: 'Dana Reyes', username: 'ent.admin' },
    access: 'owner',
    companies: 2,
    shares: [],
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

/** A page of a list with two companies. */
export function listPage(list: CompanyList): CompanyListPage {
  return {
    list,
    count: 2,
    companies: [
      {
        muns: 'M1',
        entity_name: 'Acme Plumbing',
        city: 'Austin',
        state: 'TX',
        added_at: '2026-11-21T09:00:00.000Z',
        added_by: 'Dana Reyes',
      },
      {
        muns: 'M2',
        entity_name: 'Bolt Roofing',
        city: 'Columbus',
        state: 'OH',
        added_at: '2026-11-22T09:00:00.000Z',
        added_by: 'Lee Park',
      },
    ],
  };
}
