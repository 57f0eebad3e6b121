// GET /consents?itemId= (newest first) and GET /consents/{id}: what open-finance items were authorized to collect.
import { Hono } from 'hono';
import { readPaging } from '../../core/body.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { paginate } from '../../core/paginate.js';
import { itemsOf } from '../items/stored-item.js';
import { ownedIn, queriedItemIn } from './lookups.js';
import { consentsOf } from './records.js';

export function consentRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const items = itemsOf(deps.store);
  const consents = consentsOf(deps.store);
  const queriedItem = queriedItemIn(items);
  const owned = ownedIn(items);

  routes.get('/consents', (c) => {
    const stored = queriedItem(c);
    const { page, pageSize } = readPaging(c);
    const list = consents.where('itemId', stored.id).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return c.json(paginate(list, page, pageSize));
  });

  routes.get('/consents/:id', (c) => c.json(owned(c, consents, c.req.param('id'), 'Consent')));

  return routes;
}
