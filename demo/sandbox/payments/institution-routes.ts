// Payment institutions: GET /payments/recipients/institutions (name filter) and /{id}.
import { requireApiKey } from '../auth';
import { readPaging } from '../body';
import { paginate } from '../catalogue/paginate';
import type { SandboxApp } from '../context';
import { notFound } from '../problem';
import { findInstitutions, institutionById } from './institutions';

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
