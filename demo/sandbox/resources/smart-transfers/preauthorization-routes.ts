// Smart transfer preauthorizations: POST/GET list/GET /smart-transfers/preauthorizations, their payments, and their consent page.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { CreateSmartTransferPreauthorizationRequest } from '../../../../src/api/schemas/index.js';
import { principalOf } from '../auth/credentials.js';
import { readJson, readPaging } from '../../core/body.js';
import { assertCallbackUrls } from '../../core/client-url.js';
import { paginate } from '../../core/paginate.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { brazilDate, readDay } from '../../core/brazil-date.js';
import { assertAmount, assertTaxNumber, invalid } from '../payments/checks.js';
import { owned } from '../../core/owned.js';
import { paymentConnector } from '../payments/payment-connector.js';
import { recipientsOf } from '../payments/records.js';
import { preauthorizationConsentPageRoutes } from './consent-page-routes.js';
import { readPeriodicLimits } from './periodic-limits.js';
import { awaitPayer } from './preauthorization-consent.js';
import { preauthorizationsOf, smartTransferPaymentsOf, type StoredPreauthorization } from './records.js';

export function preauthorizationRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const preauthorizations = preauthorizationsOf(deps.store);
  const iso = () => new Date(deps.clock.now()).toISOString();

  routes.post('/smart-transfers/preauthorizations', async (c) => {
    const body = await readJson(c, CreateSmartTransferPreauthorizationRequest);
    assertCallbackUrls('callbackUrls', body.callbackUrls);
    const clientId = principalOf(c).clientId;
    const connector = paymentConnector(deps, body.connectorId, 'supportsSmartTransfers');
    const payerTaxNumber = body.parameters.cpf ?? body.parameters.cnpj;
    if (payerTaxNumber === undefined) throw invalid("parameters.cpf: required, the payer's CPF (or parameters.cnpj)");
    assertTaxNumber(payerTaxNumber, body.parameters.cpf === undefined ? 'parameters.cnpj' : 'parameters.cpf');
    if (body.recipientIds.length === 0) throw invalid('recipientIds: name at least one payment recipient');
    const recipients = body.recipientIds.map((id) => ({
      ...owned(recipientsOf(deps.store), id, clientId, 'Payment recipient').recipient,
      pixKey: null,
    }));
    const { totalAllowedAmount, transactionLimit } = body.configuration ?? {};
    const periodicLimits = readPeriodicLimits(body.configuration?.periodicLimits);
    if (totalAllowedAmount !== undefined) assertAmount(totalAllowedAmount, 'configuration.totalAllowedAmount');
    if (transactionLimit !== undefined) assertAmount(transactionLimit, 'configuration.transactionLimit');
    if (totalAllowedAmount !== undefined && transactionLimit !== undefined && transactionLimit > totalAllowedAmount) {
      throw invalid('configuration.transactionLimit: must not exceed configuration.totalAllowedAmount');
    }
    const at = iso();
    const id = randomUUID();
    // CREATED until the payer answers the consent page, or the consent expires.
    const { consent, consentUrl } = awaitPayer(deps, id);
    const stored: StoredPreauthorization = {
      id,
      clientId,
      payerTaxNumber,
      consent,
      preauthorization: {
        id,
        status: 'CREATED',
        consentUrl,
        clientPreauthorizationId: body.clientPreauthorizationId ?? null,
        callbackUrls: body.callbackUrls ?? null,
        recipients,
        connector,
        configuration: { ...body.configuration, periodicLimits },
        createdAt: at,
        updatedAt: at,
      },
    };
    preauthorizations.put(stored);
    return c.json(stored.preauthorization);
  });

  routes.get('/smart-transfers/preauthorizations', (c) => {
    const { page, pageSize } = readPaging(c);
    const own = preauthorizations
      .where('clientId', principalOf(c).clientId)
      .map((p) => p.preauthorization)
      .reverse();
    return c.json(paginate(own, page, pageSize));
  });

  routes.get('/smart-transfers/preauthorizations/:id', (c) =>
    c.json(owned(preauthorizations, c.req.param('id'), principalOf(c).clientId, 'Smart transfer preauthorization').preauthorization),
  );

  routes.get('/smart-transfers/preauthorizations/:id/payments', (c) => {
    const preauthorization = owned(preauthorizations, c.req.param('id'), principalOf(c).clientId, 'Smart transfer preauthorization');
    const { page, pageSize } = readPaging(c);
    const from = readDay(c, 'from');
    const to = readDay(c, 'to');
    const list = smartTransferPaymentsOf(deps.store)
      .where('preauthorizationId', preauthorization.id)
      .map((p) => p.payment)
      .filter((p) => {
        const day = brazilDate(Date.parse(p.createdAt));
        return (!from || day >= from) && (!to || day <= to);
      })
      .reverse()
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return c.json(paginate(list, page, pageSize));
  });

  routes.route('/', preauthorizationConsentPageRoutes(deps));

  return routes;
}
