// GET /bills?accountId= (latest due date first) and GET /bills/{id}: a credit account's closed bills.
import { Hono } from 'hono';
import { readPaging } from '../../core/body.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { paginate } from '../../core/paginate.js';
import { Problem } from '../../core/problem.js';
import { itemsOf } from '../items/stored-item.js';
import { ownedIn, queryOf } from './lookups.js';
import { dataOf } from './records.js';
import { servedBill } from './served.js';

export function billRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const { accounts, bills } = dataOf(deps.store);
  const owned = ownedIn(itemsOf(deps.store));

  routes.get('/bills', (c) => {
    const accountId = queryOf(c, 'accountId');
    if (!accountId) throw new Problem(400, 'Query parameter accountId is required');
    const account = owned(c, accounts, accountId, 'Account');
    const { page, pageSize } = readPaging(c);
    const list = bills.list((bill) => bill.accountId === account.id).sort((a, b) => b.dueDate.localeCompare(a.dueDate));
    const result = paginate(list, page, pageSize);
    return c.json({ ...result, results: result.results.map(servedBill) });
  });

  routes.get('/bills/:id', (c) => c.json(servedBill(owned(c, bills, c.req.param('id'), 'Bill'))));

  return routes;
}
