// Payment customers: POST/GET /payments/customers and GET/PATCH/DELETE /payments/customers/{id}.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { PAYMENT_CUSTOMER_TYPES } from '../../../../src/api/schemas/index.js';
import { principalOf } from '../auth/credentials.js';
import { readJson, readPaging } from '../../core/body.js';
import { paginate } from '../../core/paginate.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { CustomerBody } from './bodies.js';
import { invalid } from './checks.js';
import { isValidCnpj, isValidCpf } from '../../../../src/brazil/tax-number.js';
import { owned } from '../../core/owned.js';
import { customersOf, type CustomerResource } from './records.js';

/** Checks the merged customer: a name, a known type, and the tax number that type needs. */
function checkedCustomer(customer: CustomerBody): void {
  if (!customer.name?.trim()) throw invalid('name: required');
  if (!customer.type || !(PAYMENT_CUSTOMER_TYPES as readonly string[]).includes(customer.type)) {
    throw invalid(`type: must be one of ${PAYMENT_CUSTOMER_TYPES.join(', ')}`);
  }
  if (customer.type === 'INDIVIDUAL' && !customer.cpf) throw invalid('cpf: required for an INDIVIDUAL customer');
  if (customer.type === 'BUSINESS' && !customer.cnpj) throw invalid('cnpj: required for a BUSINESS customer');
  // A CPF where a CNPJ belongs (or the reverse) is refused too: each field names its document.
  if (customer.cpf && !isValidCpf(customer.cpf)) throw invalid(`cpf: "${customer.cpf}" is not a valid CPF (11 digits with correct check digits)`);
  if (customer.cnpj && !isValidCnpj(customer.cnpj))
    throw invalid(`cnpj: "${customer.cnpj}" is not a valid CNPJ (14 digits with correct check digits)`);
  if (customer.email !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(customer.email)) throw invalid('email: not an e-mail address');
}

export function customerRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const customers = customersOf(deps.store);
  const now = () => new Date(deps.clock.now()).toISOString();

  routes.post('/payments/customers', async (c) => {
    const body = await readJson(c, CustomerBody);
    checkedCustomer(body);
    const at = now();
    const id = randomUUID();
    const customer: CustomerResource = { id, ...body, name: body.name ?? '', type: body.type ?? '', connector: null, createdAt: at, updatedAt: at };
    return c.json(customers.put({ id, clientId: principalOf(c).clientId, customer }).customer);
  });

  routes.get('/payments/customers', (c) => {
    const { page, pageSize } = readPaging(c);
    const own = customers.where('clientId', principalOf(c).clientId).map((r) => r.customer);
    return c.json(paginate(own, page, pageSize));
  });

  routes.get('/payments/customers/:id', (c) => c.json(owned(customers, c.req.param('id'), principalOf(c).clientId, 'Payment customer').customer));

  routes.patch('/payments/customers/:id', async (c) => {
    const stored = owned(customers, c.req.param('id'), principalOf(c).clientId, 'Payment customer');
    const body = await readJson(c, CustomerBody);
    const customer: CustomerResource = {
      ...stored.customer,
      ...body,
      name: body.name ?? stored.customer.name,
      type: body.type ?? stored.customer.type,
      updatedAt: now(),
    };
    checkedCustomer(customer);
    return c.json(customers.put({ ...stored, customer }).customer);
  });

  routes.delete('/payments/customers/:id', (c) => {
    customers.delete(owned(customers, c.req.param('id'), principalOf(c).clientId, 'Payment customer').id);
    return c.json({});
  });

  return routes;
}
