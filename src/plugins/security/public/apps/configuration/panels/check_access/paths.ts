/** The Check access page; the question is in the query, so the URL can be shared. */
export function explainPath(query: { user?: string; action?: string; index?: string; tenant?: string } = {}): string {
  const search = new URLSearchParams();
  for (const key of ['user', 'action', 'index', 'tenant'] as const) {
    const value = query[key];
    if (value) search.set(key, value);
  }
  const text = search.toString();
  return `/explain${text ? `?${text}` : ''}`;
}
