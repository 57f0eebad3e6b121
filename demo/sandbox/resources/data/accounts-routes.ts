// GET /accounts?itemId= (reduced fields for a Connect Token) and GET /accounts/{id}.
import { Hono } from 'hono';
import { ACCOUNT_TYPES } from '../../../../src/api/schemas/index.js';
import { readPaging } from '../../core/body.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { paginate } from '../../core/paginate.js';
import { principalOf } from '../auth/credentials.js';
import { itemsOf } from '../items/stored-item.js';
import { oneOf, ownedIn, queriedItemIn } from './lookups.js';
import { dataOf } from './records.js';
import { reducedAccount } from './served.js';

export function accountRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const items = itemsOf(deps.store);
  const { accounts } = dataOf(deps.store);
  const queriedItem = queriedItemIn(items);
  const owned = ownedIn(items);

  routes.get('/accounts', (c) => {
    const stored = queriedItem(c);
    const type = oneOf('type', c.req.query('type'), ACCOUNT_TYPES);
    const { page, pageSize } = readPaging(c);
    const list = accounts.list((a) => a.itemId === stored.id && (type === undefined || a.type === type));
    const result = paginate(list, page, pageSize);
    if (principalOf(c).kind === 'api_key') return c.json(result);
    return c.json({ ...result, results: result.results.map(reducedAccount) });
  });

  routes.get('/accounts/:id', (c) => c.json(owned(c, accounts, c.req.param('id'), 'Account')));

  return routes;
}
