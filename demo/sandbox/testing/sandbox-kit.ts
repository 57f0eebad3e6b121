// Test kit for the sandbox's own tests: an in-process sandbox over real HTTP, with its state at hand for seeding and inspection.
import { randomUUID } from 'node:crypto';
import { PluggyClient } from 'pluggy-sdk';
import { type SandboxClient, sandboxClientAt } from '../../../src/api/testing/sandbox-client.js';
import { recordSync } from '../resources/data/item-syncs.js';
import type { StoredItem } from '../resources/items/stored-item.js';
import { putSyncedItem } from './synced-item.js';
import { type RunningSandbox, type StartOptions, startSandbox } from '../server.js';

export { FINAL_STATUSES, isFinal, type Reply } from '../../../src/api/testing/sandbox-client.js';

export type SandboxKit = SandboxClient & { sandbox: RunningSandbox; close(): Promise<void> };

/** Settings as `startSandbox` takes them, `clock` included; steps of 5 ms unless asked otherwise. */
export async function sandboxClient(overrides: StartOptions = {}): Promise<SandboxKit> {
  const sandbox = await startSandbox({ port: 0, stepMs: 5, ...overrides });
  const { clientId, clientSecret } = sandbox.deps.config;
  return { ...sandboxClientAt({ url: sandbox.url, clientId, clientSecret }), sandbox, close: () => sandbox.close() };
}

/** The public Node client of this API, unchanged, pointed at a running sandbox. */
export function publicClient(s: SandboxKit): PluggyClient {
  // The client reads its base URL from the environment once, when it is constructed.
  const previous = process.env.PLUGGY_API_URL;
  process.env.PLUGGY_API_URL = s.url;
  try {
    return new PluggyClient({ clientId: s.sandbox.deps.config.clientId, clientSecret: s.sandbox.deps.config.clientSecret });
  } finally {
    if (previous === undefined) delete process.env.PLUGGY_API_URL;
    else process.env.PLUGGY_API_URL = previous;
  }
}

/** An item as a finished sync leaves it, its sync recorded, put straight into the store. */
export function seedSyncedItem(
  on: SandboxKit,
  connectorId: number,
  opts: { products?: string[]; failedProducts?: string[]; clientId?: string } = {},
): StoredItem {
  const { deps } = on.sandbox;
  const stored = putSyncedItem(deps, { id: randomUUID(), connectorId, products: opts.products, clientId: opts.clientId });
  recordSync(deps, stored, { failedProducts: opts.failedProducts ?? [] });
  return stored;
}
