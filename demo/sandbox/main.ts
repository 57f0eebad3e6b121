// `npm run sandbox`: starts the sandbox and prints how to use it.
import { configFromEnvironment, type SandboxConfig } from './config.js';
import { StoreRefused } from './core/sqlite-store.js';
import { type RunningSandbox, startSandbox } from './server.js';

// A refused setting, or a store file that cannot be opened, is the user's to fix: one line naming it, not a stack.
function refuse(error: unknown): never {
  console.error(`ponte sandbox: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

let config: SandboxConfig;
let sandbox: RunningSandbox;
try {
  config = configFromEnvironment(process.env, process.argv.slice(2));
} catch (error) {
  refuse(error);
}
try {
  sandbox = await startSandbox(config);
} catch (error) {
  if (!(error instanceof StoreRefused)) throw error;
  refuse(new Error(`--store / SANDBOX_STORE: ${error.message}`));
}
const itemsHeld = sandbox.deps.store.collection('items').size;
const hours = (ms: number) => (ms % 3_600_000 === 0 ? `${ms / 3_600_000} h` : `${ms} ms`);

console.log(`ponte sandbox listening on ${config.publicUrl}

  Base URL       ${config.publicUrl}
  Client id      ${config.clientId}
  Client secret  ${config.clientSecret}
  Connectors     ${sandbox.deps.catalogue.length} (search "sandbox"; user "user-ok", password "password-ok", MFA "123456")
  Sync step      ${config.stepMs} ms (SANDBOX_STEP_MS)
  Items kept     ${config.maxItems.toLocaleString('en')} at most, each ${hours(config.itemTtlMs)} after its last use (--max-items, --item-ttl-ms)
  Store          ${config.store.kind === 'sqlite' ? `${config.store.path}, kept across restarts: ${itemsHeld.toLocaleString('en')} items held` : 'in memory, gone at a restart'} (--store)

  Get an API Key:      curl -s -X POST ${config.publicUrl}/auth -H 'Content-Type: application/json' \\
                         -d '{"clientId":"${config.clientId}","clientSecret":"${config.clientSecret}"}'
  Public Node client:  PLUGGY_API_URL=${config.publicUrl}
`);

const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
