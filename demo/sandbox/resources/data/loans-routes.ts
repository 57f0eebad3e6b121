// GET /loans?itemId= (newest contract first) and GET /loans/{id}: an item's credit contracts.
import { Hono } from 'hono';
import { readPaging } from '../../core/body.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { paginate } from '../../core/paginate.js';
import { itemsOf } from '../items/stored-item.js';
import { itemDataOf } from './item-data-cache.js';
import { collectedIn, queriedItemIn } from './lookups.js';

export function loanRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const queriedItem = queriedItemIn(itemsOf(deps.store));
  const collected = collectedIn(deps);

  routes.get('/loans', (c) => {
    const stored = queriedItem(c);
    const { page, pageSize } = readPaging(c);
    return c.json(paginate(itemDataOf(deps, stored).loans, page, pageSize));
  });

  routes.get('/loans/:id', (c) => c.json(collected(c, c.req.param('id'), 'Loan', (data, id) => data.loan(id)).record));

  return routes;
}
