// Which Chromium the e2e journeys and the benchmark launch: one named by CHROMIUM_PATH, else
// Debian's at /usr/bin/chromium, else Playwright's own (undefined: Playwright finds it).
import { existsSync } from 'node:fs';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath(env: NodeJS.ProcessEnv = process.env, exists: (path: string) => boolean = existsSync): string | undefined {
  const named = env.CHROMIUM_PATH;
  if (named) return named;
  return exists(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
}
