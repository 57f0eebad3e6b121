// Payment institutions: GET /payments/recipients/institutions (name filter) and /{id}.
import { requireApiKey } from '../auth.js';
import { readPaging } from '../body.js';
import { paginate } from '../catalogue/paginate.js';
import type { SandboxApp } from '../context.js';
import { notFound } from '../problem.js';
import { findInstitutions, institutionById } from './institutions.js';

/** Registered before /payments/recipients/{id}, which would otherwise take "institutions" for an id. */
export function registerInstitutionRoutes(app: SandboxApp): void {
  app.get('/payments/recipients/institutions', requireApiKey, (c) => {
    const { page, pageSize } = readPaging(c);
    return c.json(paginate(findInstitutions(c.req.query('name')), page, pageSize));
  });

  app.get('/payments/recipients/institutions/:id', requireApiKey, (c) => {
    const institution = institutionById(c.req.param('id'));
    if (!institution) throw notFound(`Payment institution ${c.req.param('id')}`);
    return c.json(institution);
  });
}
