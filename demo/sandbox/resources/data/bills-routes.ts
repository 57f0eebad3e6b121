// GET /bills?accountId= (latest due date first) and GET /bills/{id}: a credit account's closed bills.
import { Hono } from 'hono';
import { readPaging } from '../../core/body.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { paginate } from '../../core/paginate.js';
import { Problem } from '../../core/problem.js';
import { itemDataOf } from './item-data-cache.js';
import { collectedIn, queryOf } from './lookups.js';
import { servedBill } from './served.js';

export function billRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const collected = collectedIn(deps);

  routes.get('/bills', (c) => {
    const accountId = queryOf(c, 'accountId');
    if (!accountId) throw new Problem(400, 'Query parameter accountId is required');
    const { record: account, item } = collected(c, accountId, 'Account', (data, id) => data.account(id));
    const { page, pageSize } = readPaging(c);
    const result = paginate(itemDataOf(deps, item).billsOf(account.id), page, pageSize);
    return c.json({ ...result, results: result.results.map(servedBill) });
  });

  routes.get('/bills/:id', (c) => c.json(servedBill(collected(c, c.req.param('id'), 'Bill', (data, id) => data.bill(id)).record)));

  return routes;
}
