import type { PartnerAccountMatch } from '@edge/contracts';
import type { CompaniesView } from '../companies/index';
import {
  companyMatchOf,
  matchedFields,
  type CompanyMatch,
} from './company-match';
import { requireAms } from './duplicate-accounts.service';
import { odataIn, odataString } from './odata-text';
import { findAccountMatches, type PartnerApi } from './partner.service';

// The longest $filter one call carries (encoded): the query line stays far
// below the 16 KB a Node server reads by default.
const FILTER_MAX = 6000;
const CALLS_AT_ONCE = 3;

// One $filter for many companies: `in` lists of msids, street lines and
// phones, and the name cores (contains has no list form).
function filterOf(matches: readonly CompanyMatch[]): string {
  return [
    odataIn(
      'msid',
      matches.map((m) => m.muns),
    ),
    odataIn(
      'addressLine1',
      matches.flatMap((m) => m.addressForms),
    ),
    odataIn(
      'phone',
      matches.flatMap((m) => m.phones),
    ),
    ...[...new Set(matches.flatMap((m) => m.nameCores))].map(
      (core) => `contains(name,${odataString(core)})`,
    ),
  ]
    .filter((term): term is string => term !== null)
    .join(' or ');
}

/** The companies packed into as few filters as fit FILTER_MAX each. */
export function packFilters(matches: readonly CompanyMatch[]): string[] {
  const filters: string[] = [];
  let group: CompanyMatch[] = [];
  for (const match of matches) {
    const wider = [...group, match];
    if (
      group.length > 0 &&
      encodeURIComponent(filterOf(wider)).length > FILTER_MAX
    ) {
      filters.push(filterOf(group));
      group = [match];
    } else {
      group = wider;
    }
  }
  if (group.length > 0) filters.push(filterOf(group));
  return filters;
}

async function findAll(
  api: PartnerApi,
  filters: string[],
): Promise<PartnerAccountMatch[]> {
  const found: PartnerAccountMatch[] = [];
  for (let start = 0; start < filters.length; start += CALLS_AT_ONCE) {
    const batch = filters.slice(start, start + CALLS_AT_ONCE);
    const answers = await Promise.all(
      batch.map((f) => findAccountMatches(api, f)),
    );
    found.push(...answers.flat());
  }
  return found;
}

/**
 * Which of these companies the agency's AMS holds, by the rules of the
 * duplicate-accounts report, in a few partner calls for a results page.
 */
export async function amsMarksOf(
  api: PartnerApi,
  companies: readonly CompaniesView[],
): Promise<string[]> {
  await requireAms(api);
  if (companies.length === 0) return [];
  const matches = companies.map(companyMatchOf);
  const candidates = await findAll(api, packFilters(matches));
  return matches
    .filter((match) =>
      candidates.some((a) => matchedFields(match, a).length > 0),
    )
    .map((match) => match.muns);
}
