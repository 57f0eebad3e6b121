// The custom property name behind a contract token (`var(--x)` → `--x`), for setting it from script.
export function cssVarName(token: string): string {
  const match = /^var\((--[A-Za-z0-9_-]+)/.exec(token);
  if (!match) throw new Error(`not a CSS variable reference: ${token}`);
  return match[1];
}
