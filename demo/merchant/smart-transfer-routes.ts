// The demo store's smart transfers on its server: a signed offer of the store's limits for the payer page, the preauthorization the payer comes back with, charges under it, and what is left of them.
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from '../../src/api/z.js';
import type { SmartTransferPayment, SmartTransferPreauthorization } from '../../src/api/schemas/index.js';
import { readJsonBody } from './api-routes.js';
import { failure, NO_STORE } from './route-failure.js';
import type { SandboxApi } from './sandbox-api.js';
import { saoPauloDay } from './sao-paulo-day.js';
import { signOffer } from './sign-offer.js';
import { storeRecipient } from './store-recipient.js';

export type SmartTransferRoutesOptions = {
  api: SandboxApi;
  /** This site's origin: where the payer comes back, and the only page that may start a preauthorization or charge. */
  merchantOrigin: string;
  /** The widget host's payer page (`…/pay/`), which takes the payer through an offer at `#offer=`. */
  payerPageUrl: string;
  /** The secret the widget host checks offers by (its WIDGET_OFFER_SECRET): it stays on this server. */
  offerSecret: string;
};

export const SMART_TRANSFERS_PAGE = '/smart-transfers.html';

/**
 * What the store asks every payer to allow. A real store picks them from its plan (a subscription,
 * a wallet top-up); the page never sets them, so a payer's limits are the store's own.
 */
export const LIMITS = {
  totalAllowedAmount: 300,
  transactionLimit: 100,
  periodicLimits: { day: { quantityLimit: 3, transactionLimit: 250 } },
} as const;

/** How long an offer is good for: the payer goes to the payer page at once, and a leaked one soon expires. */
export const OFFER_LIFE_S = 15 * 60;

const ID = /^[0-9a-f-]{36}$/;
const ChargeBody = z.strictObject({
  preauthorizationId: z.string().check(z.regex(ID)),
  // Whole cents, and nothing a store would charge by mistake.
  amount: z.number().check(
    z.positive(),
    z.lte(1_000_000),
    z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6),
  ),
});

/** Payments in these statuses moved no money, so they use none of the limits (as the API counts). */
const NOT_SPENT = new Set(['ERROR', 'CANCELED', 'CONSENT_REJECTED', 'PAYMENT_REJECTED']);
/** Statuses a payment ends in. */
const SETTLED = new Set([...NOT_SPENT, 'PAYMENT_COMPLETED']);

/** Open finance's reasons for refusing a payment past a limit, which the API puts first in errorDetail.detail. */
const LIMIT_REASONS: Record<string, string> = {
  LIMITE_VALOR_TRANSACAO_CONSENTIMENTO_EXCEDIDO: 'It is over the per-payment limit the payer allowed.',
  LIMITE_VALOR_TOTAL_CONSENTIMENTO_EXCEDIDO: 'It would go past the total the payer allowed.',
  LIMITE_PERIODO_QUANTIDADE_EXCEDIDO: 'The payer allowed no more payments today.',
  LIMITE_PERIODO_VALOR_EXCEDIDO: 'It would go past what the payer allowed for today.',
};
const PAYMENT_ERRORS: Record<string, string> = {
  PAYMENT_REJECTED_BY_HOLDER: "The payer's bank refused the payment.",
  PAYMENT_REJECTED_BY_SPI: 'The PIX system refused the payment.',
  INFRASTRUCTURE_FAILURE: "The payer's bank failed to make the payment.",
};

/** A refused or failed payment in plain words; null while it is fine. */
function problemOf(payment: SmartTransferPayment): string | null {
  if (payment.status === 'PAYMENT_COMPLETED' || !SETTLED.has(payment.status)) return null;
  const detail = payment.errorDetail;
  const reason = detail?.detail?.split(':')[0] ?? '';
  return LIMIT_REASONS[reason] ?? PAYMENT_ERRORS[detail?.code ?? ''] ?? detail?.description ?? 'The payment was not made.';
}

export type ShownPayment = { id: string; amount: number; status: string; settled: boolean; createdAt: string; problem: string | null };

/** What the page shows of a preauthorization: never the payer's CPF, which the API does not answer either. */
export type ShownPreauthorization = {
  id: string;
  status: string | null;
  bank: string | null;
  problem: string | null;
  limits: typeof LIMITS;
  used: { total: number; today: number; paymentsToday: number };
  remaining: { total: number; today: number; paymentsToday: number };
  payments: ShownPayment[];
};

const cents = (n: number) => Math.round(n * 100);
const reais = (c: number) => c / 100;

function shown(preauthorization: SmartTransferPreauthorization, payments: SmartTransferPayment[], now: number): ShownPreauthorization {
  const spent = payments.filter((p) => !NOT_SPENT.has(p.status));
  const today = spent.filter((p) => saoPauloDay(Date.parse(p.createdAt)) === saoPauloDay(now));
  const total = spent.reduce((sum, p) => sum + cents(p.amount), 0);
  const todaySum = today.reduce((sum, p) => sum + cents(p.amount), 0);
  const { day } = LIMITS.periodicLimits;
  const rejected = preauthorization.status === 'REJECTED' || preauthorization.status === 'ERROR';
  return {
    id: preauthorization.id ?? '',
    status: preauthorization.status ?? null,
    bank: preauthorization.connector?.name ?? null,
    problem: rejected
      ? preauthorization.errorDetail?.code === 'CONSENT_REJECTED'
        ? 'The payer refused at their bank.'
        : (preauthorization.errorDetail?.description ?? 'The bank did not authorize the transfers.')
      : null,
    limits: LIMITS,
    used: { total: reais(total), today: reais(todaySum), paymentsToday: today.length },
    remaining: {
      total: reais(Math.max(0, cents(LIMITS.totalAllowedAmount) - total)),
      today: reais(Math.max(0, cents(day.transactionLimit) - todaySum)),
      paymentsToday: Math.max(0, day.quantityLimit - today.length),
    },
    payments: payments.map((p) => ({
      id: p.id,
      amount: p.amount,
      status: p.status,
      settled: SETTLED.has(p.status),
      createdAt: p.createdAt,
      problem: problemOf(p),
    })),
  };
}

export function addSmartTransferRoutes(app: Hono, options: SmartTransferRoutesOptions): void {
  const { api, merchantOrigin, payerPageUrl, offerSecret } = options;
  const recipient = storeRecipient(api);
  const fromThisSite = (c: Context) => c.req.header('origin') === merchantOrigin;
  const refused = (c: Context) => c.json({ message: 'Smart transfers start from this site only' }, 403, NO_STORE);

  app.get('/api/smart-transfers/limits', (c) => c.json({ limits: LIMITS }, 200, NO_STORE));

  app.post('/api/smart-transfers/offer', async (c) => {
    if (!fromThisSite(c)) return refused(c);
    try {
      const back = `${merchantOrigin}${SMART_TRANSFERS_PAGE}`;
      const nowS = Math.floor(Date.now() / 1000);
      const offer = signOffer(
        {
          recipientIds: [await recipient()],
          configuration: LIMITS,
          // A real store names its signed-in payer's subscription here, and finds it again by it.
          clientPreauthorizationId: `payer-${randomUUID()}`,
          callbackUrls: { success: back, error: back },
          // The sandbox's banks that take smart transfers are test banks: the list leaves them out otherwise.
          includeSandbox: true,
          iat: nowS,
          exp: nowS + OFFER_LIFE_S,
        },
        offerSecret,
      );
      // In the fragment: the browser never sends it to a server, so no log keeps it.
      return c.json({ offer, url: `${payerPageUrl}#offer=${offer}` }, 200, NO_STORE);
    } catch (error) {
      return failure(c, error);
    }
  });

  app.get('/api/smart-transfers/preauthorizations/:id', async (c) => {
    const id = c.req.param('id');
    const notFound = () => c.json({ message: `No preauthorization ${id}` }, 404, NO_STORE);
    if (!ID.test(id)) return notFound();
    try {
      const [preauthorization, store] = await Promise.all([api.preauthorization(id), recipient()]);
      // Only one that pays the store: an id from the address may name anyone's. A real store also
      // checks that its clientPreauthorizationId is its signed-in payer's.
      if (preauthorization === null || !preauthorization.recipients?.some((each) => each.id === store)) return notFound();
      // "Today" is the API's day: the sandbox's clock may have been moved ahead.
      const [payments, now] = await Promise.all([api.preauthorizationPayments(id), api.advanceClock(0)]);
      return c.json(shown(preauthorization, payments, now), 200, NO_STORE);
    } catch (error) {
      return failure(c, error);
    }
  });

  app.post('/api/smart-transfers/payments', async (c) => {
    if (!fromThisSite(c)) return refused(c);
    const body = await readJsonBody(c.req.raw);
    if (!body.ok) return c.json({ message: body.message }, body.status, NO_STORE);
    const parsed = z.safeParse(ChargeBody, body.value);
    if (!parsed.success)
      return c.json({ message: 'Send {preauthorizationId, amount}: an amount in reais, more than zero, in whole cents' }, 400, NO_STORE);
    try {
      const payment = await api.createSmartTransferPayment({
        preauthorizationId: parsed.data.preauthorizationId,
        recipientId: await recipient(),
        amount: parsed.data.amount,
        description: 'Example Store subscription',
        clientPaymentId: `charge-${Date.now()}`,
      });
      return c.json({ id: payment.id, status: payment.status, problem: problemOf(payment) }, 200, NO_STORE);
    } catch (error) {
      return failure(c, error);
    }
  });
}
