// GET /investments?itemId=, GET /investments/{id} and GET /investments/{id}/transactions.
import { Hono } from 'hono';
import { INVESTMENT_TYPES } from '../../../../src/api/schemas/index.js';
import { readPaging } from '../../core/body.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { paginate } from '../../core/paginate.js';
import { itemsOf } from '../items/stored-item.js';
import { newestFirst, oneOf, ownedIn, queriedItemIn } from './lookups.js';
import { dataOf } from './records.js';

export function investmentRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const items = itemsOf(deps.store);
  const { investments } = dataOf(deps.store);
  const queriedItem = queriedItemIn(items);
  const owned = ownedIn(items);

  routes.get('/investments', deps.rateLimit('investments'), (c) => {
    const stored = queriedItem(c);
    const type = oneOf('type', c.req.query('type'), INVESTMENT_TYPES);
    const { page, pageSize } = readPaging(c);
    return c.json(
      paginate(
        investments.list((i) => i.itemId === stored.id && (type === undefined || i.type === type)),
        page,
        pageSize,
      ),
    );
  });

  routes.get('/investments/:id', deps.rateLimit('investments'), (c) => c.json(owned(c, investments, c.req.param('id'), 'Investment')));

  routes.get('/investments/:id/transactions', deps.rateLimit('investmentTransactions'), (c) => {
    const investment = owned(c, investments, c.req.param('id'), 'Investment');
    const { page, pageSize } = readPaging(c);
    return c.json(paginate([...(investment.transactions ?? [])].sort(newestFirst), page, pageSize));
  });

  return routes;
}
