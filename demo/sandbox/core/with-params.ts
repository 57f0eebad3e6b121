// A URL with query parameters set on it, keeping those it already has: the links the sandbox hands out and redirects to.
export function withParams(url: string, params: Readonly<Record<string, string>>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}
