// Records of every resource for tests that walk every route: seeded through the routes, with a valid body for each route and its ids in paths.
import { randomUUID } from 'node:crypto';
import { addDays, brazilDate } from '../core/brazil-date.js';
import { itemDataOf } from '../resources/data/item-data-cache.js';
import { buildPixQr } from '../resources/payments/pix-qr.js';
import { answerConsent } from '../resources/payments/testing/payer.js';
import type { Route } from './hostile-kit.js';
import { type SandboxKit, seedSyncedItem } from './sandbox-kit.js';

/** Records of the API Key's client, so that ids in paths reach real ones. */
export type Seeded = { ids: Record<string, string>; bodies: ReadonlyMap<string, Record<string, unknown>> };

const PAYER_CPF = '529.982.247-25';
const COMPANY_CNPJ = '11.222.333/0001-81';
const BOLETO_PAYER = {
  taxNumber: PAYER_CPF,
  name: 'Ana',
  addressStreet: 'Rua A, 1',
  addressCity: 'Recife',
  addressState: 'PE',
  addressZipCode: '50000-000',
};

export async function seed(s: SandboxKit, key: string): Promise<Seeded> {
  const post = async (path: string, body: Record<string, unknown>): Promise<string> => {
    const r = await s.call<{ id?: string }>('POST', path, { token: key, body });
    if (r.status !== 200 || typeof r.body.id !== 'string') throw new Error(`seeding ${path} answered ${r.status}: ${JSON.stringify(r.body)}`);
    return r.body.id;
  };
  const item = seedSyncedItem(s, 0, { products: ['ACCOUNTS', 'TRANSACTIONS'] });
  const boletoItem = seedSyncedItem(s, 601);
  const data = itemDataOf(s.sandbox.deps, item);
  const account = data.accounts[0]?.id ?? randomUUID();
  const transaction = data.transactionsOf(account)[0]?.id ?? randomUUID();
  const institutions = await s.call<{ results: { id: string }[] }>('GET', '/payments/recipients/institutions?name=itau', { token: key });
  const institution = institutions.body.results[0]?.id ?? '';
  const recipientBody = {
    name: 'Loja Exemplo Ltda',
    taxNumber: COMPANY_CNPJ,
    paymentInstitutionId: institution,
    account: { branch: '0001', number: '12345-6', type: 'CHECKING_ACCOUNT' },
  };
  const recipient = await post('/payments/recipients', recipientBody);
  const inDays = (days: number) => addDays(brazilDate(s.sandbox.deps.clock.now()), days);
  const automaticPixBody = {
    recipientId: recipient,
    description: 'Monthly plan',
    interval: 'MONTHLY',
    startDate: inDays(0),
    fixedAmount: 10,
    isSandbox: true,
  };
  const preauthorizationBody = {
    connectorId: 600,
    parameters: { cpf: PAYER_CPF },
    recipientIds: [recipient],
    configuration: { totalAllowedAmount: 500, transactionLimit: 200 },
  };
  const boletoConnection = await post('/boleto-connections/from-item', { itemId: boletoItem.id });
  const ids = {
    item: item.id,
    account,
    transaction,
    recipient,
    institution,
    webhook: await post('/webhooks', { url: 'https://hooks.example.com/all', event: 'all' }),
    customer: await post('/payments/customers', { name: 'João Lima', cpf: PAYER_CPF, type: 'INDIVIDUAL' }),
    paymentRequest: await post('/payments/requests', { amount: 10, recipientId: recipient }),
    automaticPix: await post('/payments/requests/automatic-pix', automaticPixBody),
    preauthorization: await post('/smart-transfers/preauthorizations', preauthorizationBody),
    boletoConnection,
  };
  // Payments under a preauthorization need its payer's consent.
  const preauthorization = await s.call<{ consentUrl?: string }>('GET', `/smart-transfers/preauthorizations/${ids.preauthorization}`, { token: key });
  await answerConsent(preauthorization.body.consentUrl ?? '', 'authorized');
  const { clientId, clientSecret } = s.sandbox.deps.config;
  const bodies = new Map<string, Record<string, unknown>>([
    ['POST /auth', { clientId, clientSecret }],
    ['POST /connect_token', { options: { clientUserId: 'user-42', avoidDuplicates: false } }],
    ['POST /connectors/:id/validate', { user: 'user-ok', password: 'password-ok' }],
    ['POST /items', { connectorId: 0, parameters: { user: 'user-ok', password: 'password-ok' }, clientUserId: 'user-42' }],
    ['PATCH /items/:id', { clientUserId: 'user-43' }],
    ['POST /items/:id/mfa', { token: '123456' }],
    ['PATCH /transactions/:id', { categoryId: '05070000' }],
    ['POST /webhooks', { url: 'https://hooks.example.com/items', event: 'item/created', headers: { 'X-Secret': 's' } }],
    ['PATCH /webhooks/:id', { event: 'item/updated' }],
    ['POST /payments/recipients', recipientBody],
    ['PATCH /payments/recipients/:id', { name: 'Loja Nova Ltda' }],
    ['POST /payments/customers', { name: 'Maria Souza', cpf: PAYER_CPF, type: 'INDIVIDUAL' }],
    ['PATCH /payments/customers/:id', { email: 'joao@example.com' }],
    ['POST /payments/requests', { amount: 10, recipientId: recipient, description: 'Order 42' }],
    [
      'POST /payments/requests/pix-qr',
      { pixQrCode: buildPixQr({ key: 'loja@example.com', merchantName: 'Loja', merchantCity: 'Recife', amount: 4.2 }) },
    ],
    ['POST /payments/requests/automatic-pix', automaticPixBody],
    ['POST /payments/intents', { paymentRequestId: ids.paymentRequest, connectorId: 600, parameters: { cpf: PAYER_CPF } }],
    ['POST /payments/requests/:id/automatic-pix/schedule', { amount: 10, date: inDays(3) }],
    ['POST /payments/requests/:id/automatic-pix/schedules/:paymentId/retry', { date: inDays(3) }],
    ['POST /smart-transfers/preauthorizations', preauthorizationBody],
    ['POST /smart-transfers/payments', { preauthorizationId: ids.preauthorization, recipientId: recipient, amount: 10 }],
    ['POST /boleto-connections/from-item', { itemId: boletoItem.id }],
    ['POST /boletos', { boletoConnectionId: boletoConnection, boleto: { seuNumero: 'INV-1', amount: 10, dueDate: inDays(5), payer: BOLETO_PAYER } }],
    ['POST /sandbox/clock/advance', { ms: 0 }],
    ['POST /sandbox/connectors/:id/status', { status: 'ONLINE' }],
  ]);
  return { ids, bodies };
}

/** Which seeded record a path's id names, by what comes before it; a random id for the rest. */
const ID_BEFORE: [RegExp, string][] = [
  [/\/items\/$/, 'item'],
  [/\/accounts\/$/, 'account'],
  [/\/transactions\/$/, 'transaction'],
  [/\/webhooks\/$/, 'webhook'],
  [/\/recipients\/institutions\/$/, 'institution'],
  [/\/recipients\/$/, 'recipient'],
  [/\/customers\/$/, 'customer'],
  [/\/requests\/$/, 'paymentRequest'],
  [/\/preauthorizations\/$/, 'preauthorization'],
  [/\/images\/connectors\/$/, 'logo'],
  [/\/connectors\/$/, 'connector'],
];

/** The route's path with every parameter filled: the given id, or the seeded record it names. */
export function pathOf(route: Route, seeded: Seeded, id?: string): string {
  const automaticPix = route.path.includes('/automatic-pix/');
  return route.path.replace(/:[^/]+/g, (param, offset: number) => {
    if (id !== undefined) return id;
    const before = route.path.slice(0, offset);
    const name = ID_BEFORE.find(([pattern]) => pattern.test(before))?.[1];
    if (name === 'connector') return '0';
    if (name === 'logo') return '0.svg';
    if (name === 'paymentRequest' && automaticPix) return seeded.ids.automaticPix ?? randomUUID();
    return (name && param === ':id' ? seeded.ids[name] : undefined) ?? randomUUID();
  });
}
