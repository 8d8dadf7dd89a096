import type { ImportSuggestion } from '@edge/contracts';

/** Where a suggested company is: '500 Cedar Blvd, Seattle, WA 98101'. */
export function suggestionPlace(s: ImportSuggestion): string {
  const stateZip = [s.state, s.zip].filter(Boolean).join(' ');
  return [s.address, s.city, stateZip].filter(Boolean).join(', ');
}
