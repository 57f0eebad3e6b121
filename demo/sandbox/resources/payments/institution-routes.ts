// Payment institutions: GET /payments/recipients/institutions (name filter) and /{id}.
import { Hono } from 'hono';
import { readPaging } from '../../core/body.js';
import { paginate } from '../../core/paginate.js';
import type { SandboxEnv } from '../../core/context.js';
import { notFound } from '../../core/problem.js';
import { findInstitutions, institutionById } from './institutions.js';

/** Mounted before /payments/recipients/{id}, which would otherwise take "institutions" for an id. */
export function institutionRoutes(): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/payments/recipients/institutions', (c) => {
    const { page, pageSize } = readPaging(c);
    return c.json(paginate(findInstitutions(c.req.query('name')), page, pageSize));
  });

  routes.get('/payments/recipients/institutions/:id', (c) => {
    const institution = institutionById(c.req.param('id'));
    if (!institution) throw notFound(`Payment institution ${c.req.param('id')}`);
    return c.json(institution);
  });

  return routes;
}
