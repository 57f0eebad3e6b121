// Starts the sandbox on a port (0 for an ephemeral one in tests) and stops it, timers and all.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createSandbox, type Sandbox } from './app.js';
import { generateConnectors } from './catalogue/generate.js';
import { type CatalogueEntry, loadCatalogue, parseCatalogue } from './catalogue/catalogue.js';
import { defaultConfig, type SandboxConfig } from './config.js';

export type RunningSandbox = Sandbox & { url: string; close: () => Promise<void> };

/** `catalogue` replaces the one `cataloguePath` names (or the built-in one): tests hand theirs in. */
export async function startSandbox(overrides: Partial<SandboxConfig> & { catalogue?: CatalogueEntry[] } = {}): Promise<RunningSandbox> {
  const { catalogue: given, ...settings } = overrides;
  const config = defaultConfig(settings);
  const base = given ?? loadCatalogue(config.cataloguePath);
  // Re-checked as one list so generated ids can never clash with a custom catalogue's.
  const catalogue = config.generateConnectors > 0 ? parseCatalogue([...base, ...generateConnectors(config.generateConnectors)], 'catalogue') : base;
  const sandbox = createSandbox(config, catalogue);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: sandbox.app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host}:${port}`;
  if (overrides.publicUrl === undefined) config.publicUrl = url;
  return {
    ...sandbox,
    url,
    close: () =>
      new Promise<void>((resolve) => {
        sandbox.deps.timers.cancelAll();
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
