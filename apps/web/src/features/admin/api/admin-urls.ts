/** URLs of the admin API with their query strings; the URL is also the query key (see lib/query-client.ts). */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Every admin query starts with this, so one invalidation refreshes the whole area. */
export const ADMIN_API = '/api/admin';
