// `npm run sandbox`: starts the sandbox and prints how to use it.
import { configFromEnvironment } from './config.js';
import { startSandbox } from './server.js';

const config = configFromEnvironment(process.env, process.argv.slice(2));
const sandbox = await startSandbox(config);

console.log(`ponte sandbox listening on ${config.publicUrl}

  Base URL       ${config.publicUrl}
  Client id      ${config.clientId}
  Client secret  ${config.clientSecret}
  Connectors     ${sandbox.deps.catalogue.length} (search "sandbox"; user "user-ok", password "password-ok", MFA "123456")
  Sync step      ${config.stepMs} ms (SANDBOX_STEP_MS)

  Get an API Key:      curl -s -X POST ${config.publicUrl}/auth -H 'Content-Type: application/json' \\
                         -d '{"clientId":"${config.clientId}","clientSecret":"${config.clientSecret}"}'
  Public Node client:  PLUGGY_API_URL=${config.publicUrl}
`);

const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
