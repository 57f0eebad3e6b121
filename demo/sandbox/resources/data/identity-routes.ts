// GET /identity?itemId= and GET /identity/{id}: the owner's registration data of an item.
import { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { notFound } from '../../core/problem.js';
import { itemsOf } from '../items/stored-item.js';
import { ownedIn, queriedItemIn } from './lookups.js';
import { dataOf } from './records.js';

export function identityRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const items = itemsOf(deps.store);
  const { identities } = dataOf(deps.store);
  const queriedItem = queriedItemIn(items);
  const owned = ownedIn(items);

  routes.get('/identity', (c) => {
    const stored = queriedItem(c);
    const [identity] = identities.list((i) => i.itemId === stored.id);
    if (!identity) throw notFound(`Identity of item ${stored.id}`);
    return c.json(identity);
  });

  routes.get('/identity/:id', (c) => c.json(owned(c, identities, c.req.param('id'), 'Identity')));

  return routes;
}
