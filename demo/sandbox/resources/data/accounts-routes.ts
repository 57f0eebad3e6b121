// GET /accounts?itemId= (reduced fields for a Connect Token) and GET /accounts/{id}.
import { Hono } from 'hono';
import { ACCOUNT_TYPES } from '../../../../src/api/schemas/index.js';
import { readPaging } from '../../core/body.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { paginate } from '../../core/paginate.js';
import { principalOf } from '../auth/credentials.js';
import { itemsOf } from '../items/stored-item.js';
import { itemDataOf } from './item-data-cache.js';
import { collectedIn, oneOf, queriedItemIn } from './lookups.js';
import { reducedAccount } from './served.js';

export function accountRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const queriedItem = queriedItemIn(itemsOf(deps.store));
  const collected = collectedIn(deps);

  routes.get('/accounts', (c) => {
    const stored = queriedItem(c);
    const type = oneOf('type', c.req.query('type'), ACCOUNT_TYPES);
    const { page, pageSize } = readPaging(c);
    const { accounts } = itemDataOf(deps, stored);
    const result = paginate(type === undefined ? accounts : accounts.filter((a) => a.type === type), page, pageSize);
    if (principalOf(c).kind === 'api_key') return c.json(result);
    return c.json({ ...result, results: result.results.map(reducedAccount) });
  });

  routes.get('/accounts/:id', (c) => c.json(collected(c, c.req.param('id'), 'Account', (data, id) => data.account(id)).record));

  return routes;
}
