// The recipient smart-transfer tests preauthorize payments to: a company account at a real payment institution.
import type { SandboxKit } from '../../../testing/sandbox-kit.js';

type Json = Record<string, unknown>;

/** Creates the recipient with an API key and answers its id. */
export async function seedRecipient(s: SandboxKit, apiKey: string): Promise<string> {
  const institutions = await s.call<{ results: Json[] }>('GET', '/payments/recipients/institutions?name=bradesco', { token: apiKey });
  const recipient = await s.call<Json>('POST', '/payments/recipients', {
    token: apiKey,
    body: {
      name: 'Carteira Digital Ltda',
      taxNumber: '11.222.333/0001-81',
      paymentInstitutionId: institutions.body.results[0]?.id,
      account: { branch: '1234', number: '000111-2' },
    },
  });
  return String(recipient.body.id);
}
