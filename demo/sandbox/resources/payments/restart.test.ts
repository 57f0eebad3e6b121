// A sandbox on a SQLite store stopped while a payment intent settles: started again, the intent takes its next steps to PAYMENT_COMPLETED.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { StoreSetting } from '../../config.js';
import { poll } from '../../testing/poll.js';
import { type SandboxKit, sandboxClient } from '../../testing/sandbox-kit.js';
import { payerAnswersIntent } from './testing/payer.js';

type Json = Record<string, unknown>;

const folder = mkdtempSync(join(tmpdir(), 'sandbox-payment-restart-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const running: SandboxKit[] = [];
afterEach(async () => {
  for (const kit of running.splice(0)) await kit.close();
});

const STEP_MS = 150;
const start = async (store: StoreSetting) => {
  const kit = await sandboxClient({ store, stepMs: STEP_MS });
  running.push(kit);
  return kit;
};

describe('a payment intent when the sandbox stops midway', () => {
  it('on a SQLite store: settles to PAYMENT_COMPLETED after the restart, completing its request', async () => {
    const store: StoreSetting = { kind: 'sqlite', path: join(folder, 'payments.sqlite') };
    const kit = await start(store);
    const key = await kit.apiKey();
    const post = (path: string, body: unknown) => kit.call<Json>('POST', path, { token: key, body });
    const institutions = await kit.call<{ results: Json[] }>('GET', '/payments/recipients/institutions?name=itau', { token: key });
    const recipient = await post('/payments/recipients', {
      name: 'Loja Exemplo Ltda',
      taxNumber: '11.222.333/0001-81',
      paymentInstitutionId: institutions.body.results[0]?.id,
      isDefault: true,
      account: { branch: '0001', number: '12345-6', type: 'CHECKING_ACCOUNT' },
    });
    const request = await post('/payments/requests', { amount: 150.25, recipientId: recipient.body.id, description: 'Order 42' });
    const intent = await post('/payments/intents', { paymentRequestId: request.body.id, connectorId: 600, parameters: { cpf: '529.982.247-25' } });
    const intentId = String(intent.body.id);
    await payerAnswersIntent(kit, key, intentId, 'authorized');
    const before = await kit.call<Json>('GET', `/payments/intents/${intentId}`, { token: key });
    expect(before.body.status).toBe('CONSENT_AUTHORIZED');
    await kit.close();
    running.splice(running.indexOf(kit), 1);

    const again = await start(store);
    const againKey = await again.apiKey();
    const read = (path: string) => again.call<Json>('GET', path, { token: againKey }).then((r) => r.body);
    const settled = await poll(
      () => read(`/payments/intents/${intentId}`),
      (i) => i.status === 'PAYMENT_COMPLETED',
    );
    expect(settled.endToEndId).toEqual(expect.any(String));
    expect((await read(`/payments/requests/${String(request.body.id)}`)).status).toBe('COMPLETED');
  });
});
