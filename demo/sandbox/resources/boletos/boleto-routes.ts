// Boletos: POST /boletos (due today or later) with barcode, digitable line, nosso número and PIX QR; GET /boletos/{id}; POST /boletos/{id}/cancel.
import { randomInt, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { CreateBoletoRequest, type BoletoCharge } from '../../../../src/api/schemas/index.js';
import { principalOf } from '../auth/credentials.js';
import { readJson } from '../../core/body.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { brazilDate, calendarDay } from '../../core/brazil-date.js';
import { assertAmount, assertTaxNumber, invalid } from '../payments/checks.js';
import { owned } from '../../core/owned.js';
import { buildPixQr } from '../payments/pix-qr.js';
import { cancelBoleto, followDueDate } from './boleto-life.js';
import { boletoNumbers } from './boleto-numbers.js';
import { boletoConnectionsOf, boletosOf } from './records.js';

const randomDigits = (count: number) => Array.from({ length: count }, () => String(randomInt(10))).join('');

function checkedCharge(charge: BoletoCharge | undefined, field: string): BoletoCharge | undefined {
  if (charge === undefined) return undefined;
  if (charge.value === undefined || !Number.isFinite(charge.value) || charge.value < 0) throw invalid(`${field}.value: must be zero or more`);
  if (!charge.type?.trim()) throw invalid(`${field}.type: required, for example PERCENTAGE`);
  return charge;
}

export function issuedBoletoRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const boletos = boletosOf(deps.store);

  routes.post('/boletos', async (c) => {
    const body = await readJson(c, CreateBoletoRequest);
    const clientId = principalOf(c).clientId;
    const connection = owned(boletoConnectionsOf(deps.store), body.boletoConnectionId, clientId, 'Boleto connection');
    const input = body.boleto;
    const dueDay = calendarDay(input.dueDate);
    if (!dueDay) throw invalid('boleto.dueDate: must be a date (YYYY-MM-DD) or a date-time with an offset');
    const today = brazilDate(deps.clock.now());
    if (dueDay < today) throw invalid(`boleto.dueDate: must be today (${today}) or later`);
    assertAmount(input.amount, 'boleto.amount');
    if (!input.seuNumero.trim()) throw invalid('boleto.seuNumero: must not be empty');
    assertTaxNumber(input.payer.taxNumber, 'boleto.payer.taxNumber');
    const fine = checkedCharge(input.fine, 'boleto.fine');
    const interest = checkedCharge(input.interest, 'boleto.interest');
    const nossoNumero = randomDigits(11);
    const { barcode, digitableLine } = boletoNumbers(
      connection.bankCode,
      dueDay,
      input.amount,
      `${randomDigits(4)}112${nossoNumero}${randomDigits(7)}`,
    );
    const id = randomUUID();
    const stored = boletos.put({
      id,
      clientId,
      boleto: {
        id,
        amount: input.amount,
        status: 'OPEN',
        seuNumero: input.seuNumero,
        // Midnight in São Paulo of the due day.
        dueDate: new Date(Date.parse(`${dueDay}T00:00:00-03:00`)).toISOString(),
        payer: {
          ...input.payer,
          personType: input.payer.personType ?? (input.payer.taxNumber.replace(/\D/g, '').length === 14 ? 'BUSINESS' : 'INDIVIDUAL'),
        },
        pixQr: buildPixQr({
          key: randomUUID(),
          merchantName: connection.beneficiary.name,
          merchantCity: connection.beneficiary.city,
          amount: input.amount,
          txid: nossoNumero,
        }),
        digitableLine,
        nossoNumero,
        barcode,
        boletoConnectionId: connection.id,
        createdAt: new Date(deps.clock.now()).toISOString(),
        ...(fine ? { fine } : {}),
        ...(interest ? { interest } : {}),
      },
    });
    followDueDate(deps, stored);
    return c.json(stored.boleto);
  });

  routes.get('/boletos/:id', (c) => c.json(owned(boletos, c.req.param('id'), principalOf(c).clientId, 'Boleto').boleto));

  // Not in the interface's table; the service's reference has it, answering the cancelled boleto.
  routes.post('/boletos/:id/cancel', (c) => c.json(cancelBoleto(deps, owned(boletos, c.req.param('id'), principalOf(c).clientId, 'Boleto')).boleto));

  return routes;
}
