import type { CompanyProfile } from '@edge/contracts';
import { formatCount, formatFullMoney, formatMoney } from '@edge/contracts';

export interface KeyFact {
  label: string;
  value: string;
  /** The exact figure, on hover, when the value is abbreviated. */
  full?: string;
}

/** The facts a broker sizes a company by; counts exact, money abbreviated. */
export function keyFactsOf(profile: CompanyProfile): KeyFact[] {
  const facts: KeyFact[] = [];
  const industry = [profile.naics, profile.naics_title].filter(Boolean);
  if (industry.length > 0) {
    facts.push({ label: 'Industry (NAICS)', value: industry.join(' · ') });
  }
  if (profile.employees !== null) {
    facts.push({ label: 'Employees', value: formatCount(profile.employees) });
  }
  if (profile.revenue !== null) {
    facts.push({
      label: 'Revenue',
      value: formatMoney(profile.revenue),
      full: formatFullMoney(profile.revenue),
    });
  }
  if (profile.year_founded !== null) {
    facts.push({ label: 'Founded', value: String(profile.year_founded) });
  }
  return facts;
}
