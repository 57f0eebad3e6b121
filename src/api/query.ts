// Query strings of the interface's requests, kept apart from the client so the first screen can build one.

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

/** Arrays are comma-joined with each element encoded, so a comma inside a value stays data. */
export function buildQuery(query: Record<string, QueryValue> = {}): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const list = typeof value === 'object' ? value : [value];
    if (list.length === 0) continue;
    pairs.push(`${encodeURIComponent(key)}=${list.map((v) => encodeURIComponent(String(v))).join(',')}`);
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}
