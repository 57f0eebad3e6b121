// GET /investments?itemId=, GET /investments/{id} and GET /investments/{id}/transactions.
import { Hono } from 'hono';
import { INVESTMENT_TYPES } from '../../../../src/api/schemas/index.js';
import { readPaging } from '../../core/body.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { paginate } from '../../core/paginate.js';
import { itemsOf } from '../items/stored-item.js';
import { itemDataOf } from './item-data-cache.js';
import { collectedIn, oneOf, queriedItemIn } from './lookups.js';
import { newestFirst } from './order.js';

export function investmentRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const queriedItem = queriedItemIn(itemsOf(deps.store));
  const collected = collectedIn(deps);
  const investmentOf = (c: Parameters<typeof queriedItem>[0]) =>
    collected(c, c.req.param('id') ?? '', 'Investment', (data, id) => data.investment(id)).record;

  routes.get('/investments', deps.rateLimit('investments'), (c) => {
    const stored = queriedItem(c);
    const type = oneOf('type', c.req.query('type'), INVESTMENT_TYPES);
    const { page, pageSize } = readPaging(c);
    const { investments } = itemDataOf(deps, stored);
    return c.json(paginate(type === undefined ? investments : investments.filter((i) => i.type === type), page, pageSize));
  });

  routes.get('/investments/:id', deps.rateLimit('investments'), (c) => c.json(investmentOf(c)));

  routes.get('/investments/:id/transactions', deps.rateLimit('investmentTransactions'), (c) => {
    const investment = investmentOf(c);
    const { page, pageSize } = readPaging(c);
    return c.json(paginate([...(investment.transactions ?? [])].sort(newestFirst), page, pageSize));
  });

  return routes;
}
