/** A company details endpoint with its query string. */
export function detailsUrl(
  muns: string,
  endpoint: string,
  query: Record<string, string | number | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return `/api/v1/companies/${encodeURIComponent(muns)}/${endpoint}?${params}`;
}
