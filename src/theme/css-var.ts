// The custom property name behind a contract token (`var(--x)` → `--x`), for setting it from script.
export function cssVarName(token: string): string {
  const name = /^var\((--[A-Za-z0-9_-]+)/.exec(token)?.[1];
  if (name === undefined) throw new Error(`not a CSS variable reference: ${token}`);
  return name;
}
