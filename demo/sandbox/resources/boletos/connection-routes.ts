// Boleto connections: POST /boleto-connections/from-item, for an item of the client that connected successfully at an institution that manages boletos.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { CreateBoletoConnectionRequest } from '../../../../src/api/schemas/index.js';
import { principalOf } from '../auth/credentials.js';
import { readJson } from '../../core/body.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { bankCodeOf } from '../data/bank-codes.js';
import { ownerOf } from '../data/owner.js';
import { seeded } from '../../core/random.js';
import { itemsOf } from '../items/stored-item.js';
import { paymentConnector } from '../payments/payment-connector.js';
import { notFound, Problem } from '../../core/problem.js';
import { boletoConnectionsOf } from './records.js';

export function boletoConnectionRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const connections = boletoConnectionsOf(deps.store);

  routes.post('/boleto-connections/from-item', async (c) => {
    const body = await readJson(c, CreateBoletoConnectionRequest);
    const clientId = principalOf(c).clientId;
    const item = itemsOf(deps.store).get(body.itemId);
    if (!item || item.clientId !== clientId) throw notFound(`Item ${body.itemId}`);
    // One connection per item: asking again answers the same one.
    const [existing] = connections.where('itemId', item.id);
    if (existing) return c.json(existing.connection);
    // Its credentials are what the connection acts with: an item still connecting or refused has none that work.
    if (item.item.status !== 'UPDATED') {
      throw new Problem(
        400,
        `Item ${item.id} is ${item.item.status}: a boleto connection needs an item whose connection finished successfully (UPDATED)`,
      );
    }
    const connectorId = item.item.connector?.id ?? -1;
    const connector = paymentConnector(deps, connectorId, 'supportsBoletoManagement');
    const owner = ownerOf(item.id, connector.type === 'BUSINESS_BANK');
    const at = new Date(deps.clock.now()).toISOString();
    const id = randomUUID();
    const stored = connections.put({
      id,
      clientId,
      itemId: item.id,
      bankCode: bankCodeOf(connector.name, seeded(`${item.id}|bank`)),
      beneficiary: { name: owner.name, city: owner.address.city },
      connection: { id, connectorId: connector.id, createdAt: at, updatedAt: at },
    });
    return c.json(stored.connection);
  });

  return routes;
}
