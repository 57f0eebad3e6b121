// The demo store's boletos on its server: a boleto connection from a connected item, boletos issued through it, cancelled, and (in the sandbox) paid or left to fall overdue.
import type { Context, Hono } from 'hono';
import { z } from '../../src/api/z.js';
import type { Boleto } from '../../src/api/schemas/index.js';
import { readJsonBody } from './api-routes.js';
import { failure, NO_STORE } from './route-failure.js';
import { ApiAnswer, type SandboxApi } from './sandbox-api.js';
import { dayAfter, saoPauloDay } from './sao-paulo-day.js';

export type BoletoRoutesOptions = {
  api: SandboxApi;
  /** This site's origin: the only page that may issue, cancel or move time. */
  merchantOrigin: string;
};

const ITEM_ID = /^[A-Za-z0-9_-]{1,100}$/;
const ID = /^[0-9a-f-]{36}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TAX_NUMBER = /^(\d{3}\.?\d{3}\.?\d{3}-?\d{2}|\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The boletos the page lists: each is read from the API on every look, so not without end. */
export const LISTED_BOLETOS = 50;
/** Far enough to see a boleto fall overdue, and then protested (30 days later), not further. */
export const MAX_ADVANCE_DAYS = 40;

/**
 * The customer's address on file: a real store has it from the signed-in customer's account; the
 * demo asks only the payer's name and tax number.
 */
const ADDRESS = { addressStreet: 'Rua das Flores, 10', addressCity: 'Curitiba', addressState: 'PR', addressZipCode: '80010-000' } as const;
/** The store's late-payment terms, printed on every boleto. */
const FINE = { value: 2, type: 'PERCENTAGE' } as const;
const INTEREST = { value: 1, type: 'PERCENTAGE' } as const;

const ConnectBody = z.strictObject({ itemId: z.string().check(z.regex(ITEM_ID)) });
const IssueBody = z.strictObject({
  boletoConnectionId: z.string().check(z.regex(ID)),
  payerName: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  payerTaxNumber: z.string().check(z.regex(TAX_NUMBER)),
  amount: z.number().check(
    z.positive(),
    z.lte(1_000_000),
    z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6),
  ),
  dueDate: z.string().check(z.regex(DAY)),
});
const AdvanceBody = z.strictObject({ days: z.number().check(z.int(), z.gte(1), z.lte(MAX_ADVANCE_DAYS)) });

/** What the page shows of a boleto: the payer's tax number stays on the server. */
export type ShownBoleto = {
  id: string;
  seuNumero: string | null;
  status: string | null;
  amount: number | null;
  dueDate: string | null;
  digitableLine: string | null;
  payerName: string | null;
  amountPaid: number | null;
  paidAt: string | null;
  paymentOrigin: string | null;
};

const shown = (boleto: Boleto): ShownBoleto => ({
  id: boleto.id ?? '',
  seuNumero: boleto.seuNumero ?? null,
  status: boleto.status ?? null,
  amount: boleto.amount ?? null,
  // The API's due date is midnight in São Paulo of the due day.
  dueDate: boleto.dueDate ? saoPauloDay(Date.parse(boleto.dueDate)) : null,
  digitableLine: boleto.digitableLine ?? null,
  payerName: boleto.payer?.name ?? null,
  amountPaid: boleto.amountPaid ?? null,
  paidAt: boleto.paidAt ?? null,
  paymentOrigin: boleto.paymentOrigin ?? null,
});

export function addBoletoRoutes(app: Hono, options: BoletoRoutesOptions): void {
  const { api, merchantOrigin } = options;
  /** The interface lists no boletos: a merchant keeps the ids it issued. The demo keeps this run's latest, newest first. */
  const issued: string[] = [];
  let invoices = 0;
  const fromThisSite = (c: Context) => c.req.header('origin') === merchantOrigin;
  const refused = (c: Context) => c.json({ message: 'Boletos are managed from this site only' }, 403, NO_STORE);

  /** The checked body, or the answer refusing it. */
  async function bodyOf<S extends z.ZodMiniType>(c: Context, schema: S, hint: string): Promise<{ value: z.infer<S> } | { answer: Response }> {
    if (!fromThisSite(c)) return { answer: refused(c) };
    const body = await readJsonBody(c.req.raw);
    if (!body.ok) return { answer: c.json({ message: body.message }, body.status, NO_STORE) };
    const parsed = z.safeParse(schema, body.value);
    if (!parsed.success) return { answer: c.json({ message: hint }, 400, NO_STORE) };
    return { value: parsed.data as z.infer<S> };
  }

  app.get('/api/boletos', async (c) => {
    try {
      // "Today" is the API's: the sandbox's clock may have been moved ahead, and a due date before it is refused.
      const [now, boletos] = await Promise.all([api.advanceClock(0), Promise.all(issued.map((id) => api.boleto(id)))]);
      const today = saoPauloDay(now);
      return c.json({ today, suggestedDueDate: dayAfter(today, 7), boletos: boletos.filter((b) => b !== null).map(shown) }, 200, NO_STORE);
    } catch (error) {
      return failure(c, error);
    }
  });

  app.post('/api/boletos/connection', async (c) => {
    const body = await bodyOf(c, ConnectBody, 'Send {itemId}: the id of a connected item');
    if ('answer' in body) return body.answer;
    const { itemId } = body.value;
    try {
      const item = await api.item(itemId);
      if (item === null) return c.json({ message: `The API knows no item ${itemId}` }, 404, NO_STORE);
      const connector = item.connector;
      if (item.status !== 'UPDATED') {
        return c.json({ message: `This item is ${item.status}: boletos need an item whose connection finished successfully.` }, 422, NO_STORE);
      }
      if (connector?.supportsBoletoManagement !== true) {
        const able = (await api.connectors()).filter((each) => each.supportsBoletoManagement === true).map((each) => each.name);
        return c.json(
          {
            message: `${connector?.name ?? 'This bank'} does not issue boletos through the API. Connect an account at one that does: ${able.join(', ')}.`,
          },
          422,
          NO_STORE,
        );
      }
      const connection = await api.createBoletoConnection(itemId);
      return c.json({ boletoConnectionId: connection.id, bank: connector.name ?? null }, 200, NO_STORE);
    } catch (error) {
      return failure(c, error);
    }
  });

  app.post('/api/boletos', async (c) => {
    const body = await bodyOf(
      c,
      IssueBody,
      'Send {boletoConnectionId, payerName, payerTaxNumber, amount, dueDate}: a CPF or CNPJ, an amount in reais and a YYYY-MM-DD day',
    );
    if ('answer' in body) return body.answer;
    const { boletoConnectionId, payerName, payerTaxNumber, amount, dueDate } = body.value;
    try {
      invoices += 1;
      const boleto = await api.createBoleto({
        boletoConnectionId,
        boleto: {
          seuNumero: `INV-${invoices}-${Date.now().toString(36).toUpperCase()}`,
          amount,
          dueDate,
          payer: { taxNumber: payerTaxNumber, name: payerName, ...ADDRESS },
          fine: FINE,
          interest: INTEREST,
        },
      });
      if (!boleto.id) throw new ApiAnswer(502, 'The API answered a boleto without its id');
      issued.unshift(boleto.id);
      issued.splice(LISTED_BOLETOS);
      return c.json(shown(boleto), 200, NO_STORE);
    } catch (error) {
      return failure(c, error);
    }
  });

  const onIssued = (action: (id: string) => Promise<Boleto>) => async (c: Context) => {
    if (!fromThisSite(c)) return refused(c);
    const id = c.req.param('id') ?? '';
    if (!issued.includes(id)) return c.json({ message: `No boleto ${id} issued here` }, 404, NO_STORE);
    try {
      return c.json(shown(await action(id)), 200, NO_STORE);
    } catch (error) {
      return failure(c, error);
    }
  };
  app.post(
    '/api/boletos/:id/cancel',
    onIssued((id) => api.cancelBoleto(id)),
  );
  app.post(
    '/api/boletos/:id/pay',
    onIssued((id) => api.payBoleto(id)),
  );

  app.post('/api/sandbox/clock', async (c) => {
    const body = await bodyOf(c, AdvanceBody, `Send {days}: a whole number of days from 1 to ${MAX_ADVANCE_DAYS}`);
    if ('answer' in body) return body.answer;
    try {
      const now = await api.advanceClock(body.value.days * DAY_MS);
      return c.json({ today: saoPauloDay(now) }, 200, NO_STORE);
    } catch (error) {
      return failure(c, error);
    }
  });
}
