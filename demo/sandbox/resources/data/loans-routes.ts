// GET /loans?itemId= (newest contract first) and GET /loans/{id}: an item's credit contracts.
import { Hono } from 'hono';
import { readPaging } from '../../core/body.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { paginate } from '../../core/paginate.js';
import { itemsOf } from '../items/stored-item.js';
import { ownedIn, queriedItemIn } from './lookups.js';
import { dataOf } from './records.js';

export function loanRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const items = itemsOf(deps.store);
  const { loans } = dataOf(deps.store);
  const queriedItem = queriedItemIn(items);
  const owned = ownedIn(items);

  routes.get('/loans', (c) => {
    const stored = queriedItem(c);
    const { page, pageSize } = readPaging(c);
    const list = loans
      .list((loan) => loan.itemId === stored.id)
      .sort((a, b) => (b.contractDate ?? '').localeCompare(a.contractDate ?? '') || a.id.localeCompare(b.id));
    return c.json(paginate(list, page, pageSize));
  });

  routes.get('/loans/:id', (c) => c.json(owned(c, loans, c.req.param('id'), 'Loan')));

  return routes;
}
