// The public Node client (pluggy-sdk), unchanged, driving webhooks and a payment against the sandbox.
import type { PluggyClient } from 'pluggy-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicClient, sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';
import { poll } from '../../testing/poll.js';
import { answerConsent } from './testing/payer.js';

let s: SandboxKit;
let client: PluggyClient;

beforeAll(async () => {
  s = await sandboxClient();
  client = publicClient(s);
});
afterAll(() => s.close());

describe('pluggy-sdk: webhooks and payments', () => {
  it('creates, lists, updates and deletes a webhook', async () => {
    const created = await client.createWebhook('payment_intent/completed', 'https://hooks.example.com/pluggy', { 'X-Secret': 's3' });
    expect(created).toMatchObject({ event: 'payment_intent/completed', url: 'https://hooks.example.com/pluggy', disabledAt: null });
    expect(created.createdAt).toBeInstanceOf(Date);
    const listed = (await client.fetchWebhooks()) as unknown as { results: { id: string }[] };
    expect(listed.results.map((w) => w.id)).toContain(created.id);
    const updated = await client.updateWebhook(created.id, { event: 'all' });
    expect(updated.event).toBe('all');
    await client.deleteWebhook(created.id);
    await expect(client.fetchWebhook(created.id)).rejects.toMatchObject({ code: 404 });
  });

  it('pays a payment request through an intent, to PAYMENT_COMPLETED', async () => {
    const [institution] = (await client.payments.fetchPaymentInstitutions({ name: 'Banco do Brasil' })).results;
    expect(institution?.ispb).toBe('00000000');
    const recipient = await client.payments.createPaymentRecipient({
      name: 'Loja Exemplo Ltda',
      taxNumber: '11.222.333/0001-81',
      paymentInstitutionId: institution?.id ?? '',
      account: { branch: '0001', number: '12345-6', type: 'CHECKING_ACCOUNT' },
    });
    const request = await client.payments.createPaymentRequest({ amount: 25.5, description: 'Order 7', recipientId: recipient.id, isSandbox: true });
    expect(request).toMatchObject({ status: 'CREATED', amount: 25.5 });
    const intent = await client.payments.createPaymentIntent({
      paymentRequestId: request.id,
      connectorId: 600,
      parameters: { cpf: '529.982.247-25' },
    });
    expect(intent.status).toBe('STARTED');
    const waiting = await poll(
      () => client.payments.fetchPaymentIntent(intent.id),
      (i) => i.status === 'CONSENT_AWAITING_AUTHORIZATION',
    );
    await answerConsent(waiting.consentUrl ?? '', 'authorized');
    const done = await poll(
      () => client.payments.fetchPaymentIntent(intent.id),
      (i) => i.status === 'PAYMENT_COMPLETED' || i.status === 'PAYMENT_REJECTED',
    );
    expect(done.status).toBe('PAYMENT_COMPLETED');
    expect((await client.payments.fetchPaymentRequest(request.id)).status).toBe('COMPLETED');
    await expect(client.payments.deletePaymentRequest(request.id)).resolves.toBeUndefined();
  });

  it('creates a smart transfer preauthorization and reads it back', async () => {
    const recipients = await client.payments.fetchPaymentRecipients();
    const created = await client.payments.createSmartTransferPreauthorization({
      connectorId: 600,
      parameters: { cpf: '529.982.247-25' },
      recipientIds: [recipients.results[0]?.id ?? ''],
    });
    expect(created.status).toBe('CREATED');
    await answerConsent(created.consentUrl ?? '', 'authorized');
    const completed = await poll(
      () => client.payments.fetchSmartTransferPreauthorization(created.id),
      (p) => p.status !== 'CREATED',
    );
    expect(completed.status).toBe('COMPLETED');
  });
});
