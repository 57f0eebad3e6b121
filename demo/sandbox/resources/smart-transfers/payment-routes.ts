// Smart transfer payments: POST /smart-transfers/payments under a completed preauthorization's limits, GET /{id}.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { CreateSmartTransferPaymentRequest, type SmartTransferPayment } from '../../../../src/api/schemas/index.js';
import { principalOf } from '../auth/credentials.js';
import { readJson } from '../../core/body.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { assertAmount, invalid } from '../payments/checks.js';
import { owned } from '../../core/owned.js';
import { needsSecondSignature, refusalFor } from '../payments/sandbox-outcomes.js';
import { Problem } from '../../core/problem.js';
import { limitBreach, NOT_SPENT } from './limits.js';
import { preauthorizationsOf, smartTransferPaymentsOf, type StoredSmartTransferPayment } from './records.js';

export function smartTransferPaymentRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const payments = smartTransferPaymentsOf(deps.store);
  const iso = () => new Date(deps.clock.now()).toISOString();

  const announce = (stored: StoredSmartTransferPayment) => {
    const { payment } = stored;
    const failed = payment.status !== 'PAYMENT_COMPLETED';
    deps.events.emit({
      event: failed ? 'smart_transfer_payment/error' : 'smart_transfer_payment/completed',
      clientId: stored.clientId,
      payload: {
        smartTransferPaymentId: payment.id,
        smartTransferPreauthorizationId: payment.preauthorizationId,
        clientId: stored.clientId,
        status: payment.status,
        ...(payment.errorDetail ? { error: payment.errorDetail } : {}),
      },
    });
  };

  /**
   * CONSENT_AUTHORIZED, then PAYMENT_PENDING (and PAYMENT_PARTIALLY_ACCEPTED for a multi-signature
   * payer), then completed or refused as the sandbox's payer outcomes say, one step apart.
   */
  const advance = (id: string, payerTaxNumber: string) => {
    const stored = payments.get(id);
    if (!stored) return;
    const move = (fields: Partial<SmartTransferPayment>) => payments.put({ ...stored, payment: { ...stored.payment, ...fields, updatedAt: iso() } });
    if (stored.payment.status === 'CONSENT_AUTHORIZED') {
      move({ status: 'PAYMENT_PENDING' });
      deps.clock.after(deps.config.stepMs, () => advance(id, payerTaxNumber));
    } else if (stored.payment.status === 'PAYMENT_PENDING' && needsSecondSignature({ cpf: payerTaxNumber })) {
      // Waits a step for the account's second holder to sign, then is paid.
      move({ status: 'PAYMENT_PARTIALLY_ACCEPTED' });
      deps.clock.after(deps.config.stepMs, () => advance(id, payerTaxNumber));
    } else if (stored.payment.status === 'PAYMENT_PENDING' || stored.payment.status === 'PAYMENT_PARTIALLY_ACCEPTED') {
      const refusal = refusalFor({ cpf: payerTaxNumber }, stored.payment.amount);
      const { status, code } = refusal?.smartTransfer ?? { status: 'PAYMENT_COMPLETED', code: undefined };
      announce(
        move(
          refusal
            ? { status, errorDetail: { code, description: refusal.description, detail: `${refusal.code}: ${refusal.description}` } }
            : { status },
        ),
      );
    }
  };

  routes.post('/smart-transfers/payments', async (c) => {
    const body = await readJson(c, CreateSmartTransferPaymentRequest);
    const clientId = principalOf(c).clientId;
    const preauthorization = owned(preauthorizationsOf(deps.store), body.preauthorizationId, clientId, 'Smart transfer preauthorization');
    const { status, recipients = [], configuration } = preauthorization.preauthorization;
    if (status !== 'COMPLETED') {
      throw new Problem(409, `Smart transfer preauthorization ${preauthorization.id} is ${status}: payments need a COMPLETED preauthorization`);
    }
    const recipient = recipients.find((r) => r.id === body.recipientId);
    if (!recipient) throw invalid(`recipientId: recipient ${body.recipientId} is not one of the preauthorization's recipients`);
    assertAmount(body.amount, 'amount');
    const spent = payments
      .where('preauthorizationId', preauthorization.id)
      .filter((p) => !NOT_SPENT.has(p.payment.status))
      .map((p) => p.payment);
    const breach = limitBreach(configuration, body.amount, spent, deps.clock.now());
    const at = iso();
    const id = randomUUID();
    const stored = payments.put({
      id,
      clientId,
      payment: {
        id,
        preauthorizationId: preauthorization.id,
        status: breach ? 'ERROR' : 'CONSENT_AUTHORIZED',
        amount: body.amount,
        description: body.description ?? null,
        recipient,
        clientPaymentId: body.clientPaymentId ?? null,
        createdAt: at,
        updatedAt: at,
        ...(breach ? { errorDetail: breach } : {}),
      },
    });
    if (breach) announce(stored);
    else deps.clock.after(deps.config.stepMs, () => advance(id, preauthorization.payerTaxNumber));
    return c.json(stored.payment);
  });

  routes.get('/smart-transfers/payments/:id', (c) =>
    c.json(owned(payments, c.req.param('id'), principalOf(c).clientId, 'Smart transfer payment').payment),
  );

  return routes;
}
