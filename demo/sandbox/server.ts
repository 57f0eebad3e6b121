// Starts the sandbox on a port (0 for an ephemeral one in tests) and stops it, scheduled work and all.
import { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createSandbox, type Sandbox } from './app.js';
import { defaultConfig, type SandboxConfig } from './config.js';
import { answerClientError } from './core/client-error.js';
import type { Clock } from './core/clock.js';
import { type CatalogueEntry, loadCatalogue, parseCatalogue } from './resources/connectors/catalogue.js';
import { generateConnectors } from './resources/connectors/generate.js';

export type RunningSandbox = Sandbox & { url: string; close: () => Promise<void> };

export type StartOptions = Partial<SandboxConfig> & {
  /** Replaces the catalogue `cataloguePath` names (or the built-in one): tests hand theirs in. */
  catalogue?: CatalogueEntry[];
  /** The sandbox's clock; real time when not given. Tests hand in one that starts where they need. */
  clock?: Clock;
  /** The machine's time, which items are kept by (see core/retention.ts); tests hand in one they move. */
  realTime?: () => number;
};

export async function startSandbox(overrides: StartOptions = {}): Promise<RunningSandbox> {
  const { catalogue: given, clock, realTime, ...settings } = overrides;
  const config = defaultConfig(settings);
  const base = given ?? loadCatalogue(config.cataloguePath);
  // Re-checked as one list so generated ids can never clash with a custom catalogue's.
  const catalogue = config.generateConnectors > 0 ? parseCatalogue([...base, ...generateConnectors(config.generateConnectors)], 'catalogue') : base;
  const sandbox = createSandbox(config, catalogue, { ...(clock ? { clock } : {}), ...(realTime ? { realTime } : {}) });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: sandbox.app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  if (server instanceof Server) server.on('clientError', answerClientError);
  const address = server.address();
  // A string address is a pipe, which this server never listens on.
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  if (overrides.publicUrl === undefined) config.publicUrl = url;
  return {
    ...sandbox,
    url,
    close: () =>
      new Promise<void>((resolve) => {
        sandbox.deps.clock.cancelAll();
        server.close(() => {
          sandbox.deps.store.close();
          resolve();
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
