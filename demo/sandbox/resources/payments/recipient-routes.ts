// Payment recipients: POST/GET /payments/recipients and GET/PATCH/DELETE /payments/recipients/{id}.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { CreatePaymentRecipientRequest, PAYMENT_RECIPIENT_ACCOUNT_TYPES, type PaymentRecipientAccount } from '../../../../src/api/schemas/index.js';
import { principalOf } from '../auth/credentials.js';
import { readJson, readPaging } from '../../core/body.js';
import { paginate } from '../../core/paginate.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { ownerOf } from '../data/owner.js';
import { seeded } from '../../core/random.js';
import { Problem } from '../../core/problem.js';
import { UpdateRecipientRequest } from './bodies.js';
import { assertTaxNumber, invalid, pixKeyType } from './checks.js';
import { institutionById, PAYMENT_INSTITUTIONS, type KnownInstitution } from './institutions.js';
import { owned } from '../../core/owned.js';
import { recipientsOf, type RecipientResource, type StoredRecipient } from './records.js';

function checkedAccount(account: PaymentRecipientAccount, field: string): PaymentRecipientAccount {
  if (!account.branch || !/^\d{1,5}$/.test(account.branch)) throw invalid(`${field}.branch: must be 1 to 5 digits`);
  if (!account.number || !/^\d{1,20}(-?[\dxX])?$/.test(account.number)) throw invalid(`${field}.number: must be an account number`);
  const type = account.type ?? 'CHECKING_ACCOUNT';
  if (!(PAYMENT_RECIPIENT_ACCOUNT_TYPES as readonly string[]).includes(type)) {
    throw invalid(`${field}.type: must be one of ${PAYMENT_RECIPIENT_ACCOUNT_TYPES.join(', ')}`);
  }
  return { branch: account.branch, number: account.number, type };
}

function knownInstitution(id: string): KnownInstitution {
  const institution = institutionById(id);
  if (!institution) throw invalid(`paymentInstitutionId: no payment institution ${id}; list them with GET /payments/recipients/institutions`);
  return institution;
}

/** What the directory would answer for a PIX key: a stable made-up owner and account. */
function resolvePixKey(key: string): Omit<RecipientResource, 'id' | 'isDefault' | 'createdAt' | 'updatedAt'> {
  const type = pixKeyType(key);
  if (!type) throw invalid('pixKey: not a valid PIX key (CPF, CNPJ, e-mail, +55 phone number or random key)');
  const random = seeded(`pix-key|${key}`);
  const owner = ownerOf(`pix-key|${key}`, type === 'CNPJ');
  return {
    type: 'BANK_ACCOUNT',
    name: owner.name,
    taxNumber: type === 'CPF' || type === 'CNPJ' ? key.replace(/\D/g, '') : owner.taxNumber,
    paymentInstitution: random.pick(PAYMENT_INSTITUTIONS),
    account: { branch: random.digits(4), number: `${random.digits(7)}-${random.digits(1)}`, type: 'CHECKING_ACCOUNT' },
    pixKey: key,
  };
}

export function recipientRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const recipients = recipientsOf(deps.store);
  const now = () => new Date(deps.clock.now()).toISOString();

  // One default recipient per client: naming a new one unsets the previous.
  const makeDefault = (clientId: string, id: string) => {
    for (const other of recipients.where('clientId', clientId).filter((r) => r.id !== id && r.recipient.isDefault)) {
      recipients.put({ ...other, recipient: { ...other.recipient, isDefault: false } });
    }
  };

  routes.post('/payments/recipients', async (c) => {
    const body = await readJson(c, CreatePaymentRecipientRequest);
    const clientId = principalOf(c).clientId;
    let fields: Omit<RecipientResource, 'id' | 'isDefault' | 'createdAt' | 'updatedAt'>;
    let isDefault = false;
    if ('paymentInstitutionId' in body) {
      assertTaxNumber(body.taxNumber, 'taxNumber');
      if (body.name.trim() === '') throw invalid('name: must not be empty');
      fields = {
        type: 'BANK_ACCOUNT',
        name: body.name,
        taxNumber: body.taxNumber,
        paymentInstitution: knownInstitution(body.paymentInstitutionId),
        account: checkedAccount(body.account, 'account'),
        pixKey: null,
      };
      isDefault = body.isDefault ?? false;
    } else if ('pixKey' in body) {
      fields = resolvePixKey(body.pixKey);
    } else {
      throw new Problem(400, 'Smart accounts are not available in the sandbox: create the recipient from bank-account details or a PIX key');
    }
    const at = now();
    const id = randomUUID();
    const stored: StoredRecipient = { id, clientId, recipient: { id, ...fields, isDefault, createdAt: at, updatedAt: at } };
    if (isDefault) makeDefault(clientId, id);
    return c.json(recipients.put(stored).recipient);
  });

  routes.get('/payments/recipients', (c) => {
    const { page, pageSize } = readPaging(c);
    const own = recipients.where('clientId', principalOf(c).clientId).map((r) => r.recipient);
    return c.json(paginate(own, page, pageSize));
  });

  routes.get('/payments/recipients/:id', (c) => c.json(owned(recipients, c.req.param('id'), principalOf(c).clientId, 'Payment recipient').recipient));

  routes.patch('/payments/recipients/:id', async (c) => {
    const stored = owned(recipients, c.req.param('id'), principalOf(c).clientId, 'Payment recipient');
    const body = await readJson(c, UpdateRecipientRequest);
    const recipient = { ...stored.recipient, updatedAt: now() };
    if (body.name !== undefined) {
      if (body.name.trim() === '') throw invalid('name: must not be empty');
      recipient.name = body.name;
    }
    if (body.taxNumber !== undefined) {
      assertTaxNumber(body.taxNumber, 'taxNumber');
      recipient.taxNumber = body.taxNumber;
    }
    if (body.paymentInstitutionId !== undefined) recipient.paymentInstitution = knownInstitution(body.paymentInstitutionId);
    if (body.account !== undefined) recipient.account = checkedAccount({ ...recipient.account, ...body.account }, 'account');
    if (body.isDefault !== undefined) recipient.isDefault = body.isDefault;
    if (recipient.isDefault) makeDefault(stored.clientId, stored.id);
    return c.json(recipients.put({ ...stored, recipient }).recipient);
  });

  routes.delete('/payments/recipients/:id', (c) => {
    recipients.delete(owned(recipients, c.req.param('id'), principalOf(c).clientId, 'Payment recipient').id);
    return c.json({});
  });

  return routes;
}
