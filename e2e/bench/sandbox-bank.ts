// The Sandbox Bank as the Node parts use it: found by name in the catalogue, connected with the sandbox's succeeding credentials.
import type { SandboxClient } from '../../src/api/testing/sandbox-client.js';

export const SANDBOX_BANK = 'Sandbox Bank';
/** README, "Outcomes by username": this user ends UPDATED / SUCCESS. */
export const SANDBOX_BANK_CREDENTIALS = { user: 'user-ok', password: 'password-ok' };

export async function sandboxBankId(client: SandboxClient, token: string): Promise<number> {
  const query = new URLSearchParams({ sandbox: 'true', name: SANDBOX_BANK });
  const reply = await client.call<{ results: { id: number; name: string }[] }>('GET', `/connectors?${query}`, { token });
  const bank = reply.status === 200 ? reply.body.results.find((connector) => connector.name === SANDBOX_BANK) : undefined;
  if (!bank) throw new Error(`the sandbox's catalogue has no "${SANDBOX_BANK}" (GET /connectors answered ${reply.status})`);
  return bank.id;
}
