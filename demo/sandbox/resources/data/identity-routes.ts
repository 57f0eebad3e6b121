// GET /identity?itemId= and GET /identity/{id}: the owner's registration data of an item.
import { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { notFound } from '../../core/problem.js';
import { itemsOf } from '../items/stored-item.js';
import { itemDataOf } from './item-data-cache.js';
import { collectedIn, queriedItemIn } from './lookups.js';

export function identityRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const queriedItem = queriedItemIn(itemsOf(deps.store));
  const collected = collectedIn(deps);

  routes.get('/identity', (c) => {
    const stored = queriedItem(c);
    const { identity } = itemDataOf(deps, stored);
    if (!identity) throw notFound(`Identity of item ${stored.id}`);
    return c.json(identity);
  });

  routes.get('/identity/:id', (c) =>
    c.json(collected(c, c.req.param('id'), 'Identity', ({ identity }, id) => (identity?.id === id ? identity : undefined)).record),
  );

  return routes;
}
