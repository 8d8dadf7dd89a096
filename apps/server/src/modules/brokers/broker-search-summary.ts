import type { BrokerSearchQuery } from '@edge/contracts';

/** What a broker search looks for, in words: "Brokers · 'acme' · CA, NV". */
export function brokerSearchSummary(query: BrokerSearchQuery): string {
  const parts = ['Brokers'];
  if (query.name) parts.push(`'${query.name}'`);
  if (query.states.length > 0) parts.push(query.states.join(', '));
  if (query.city) parts.push(query.city);
  if (query.zip) parts.push(`ZIP ${query.zip}`);
  if (query.bins.length > 0) parts.push(`size ${query.bins.join(', ')}`);
  return parts.join(' · ');
}

/** The criteria of a broker search: the query without its paging and order. */
export function brokerSearchCriteria(query: BrokerSearchQuery): string {
  const { name, states, city, zip, bins } = query;
  return JSON.stringify({ name, states, city, zip, bins });
}
