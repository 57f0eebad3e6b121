// GET /connectors (filters, paging), GET /connectors/{id}, POST /connectors/{id}/validate, and the connectors' logos.
import { Hono } from 'hono';
import { type Connector, MfaRequest } from '../../../../src/api/schemas/index.js';
import { readJson, readPaging } from '../../core/body.js';
import { canonicalInteger } from '../../core/canonical-integer.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { paginate } from '../../core/paginate.js';
import { notFound, Problem } from '../../core/problem.js';
import { validateParameters } from '../items/validate-parameters.js';
import { filterConnectors, parseConnectorQuery } from './filter.js';
import { connectorLogoSvg } from './logo.js';
import { publicConnector } from './public-connector.js';

/** Health statistics, as `healthDetails=true` asks: stable per connector so repeated reads agree. */
function healthDetails(connector: Connector): Record<string, unknown> {
  const status = connector.health?.status ?? 'ONLINE';
  const rate = status === 'ONLINE' ? 0.97 : status === 'UNSTABLE' ? 0.61 : 0;
  return { connectionRateLast6Hours: rate, connectionsLast6Hours: 40 + (connector.id % 17) * 13 };
}

/** The connector a path's id names: 400 when it is no integer (the interface's type), 404 when none has it. */
function entryById(deps: SandboxDeps, raw: string) {
  const id = canonicalInteger(raw);
  if (id === undefined) throw new Problem(400, `Connector id must be an integer in decimal digits; got "${raw}"`);
  const entry = deps.catalogue.find((e) => e.connector.id === id);
  if (!entry) throw notFound(`Connector ${raw}`);
  return entry;
}

export function connectorRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/images/connectors/:file', (c) => {
    // A file name, not an API id: anything but "<id>.svg" is a file that does not exist.
    const file = c.req.param('file');
    const id = file.endsWith('.svg') ? canonicalInteger(file.slice(0, -'.svg'.length)) : undefined;
    const entry = deps.catalogue.find((e) => e.connector.id === id);
    if (id === undefined || !entry) throw notFound(`Connector logo ${file}`);
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(connectorLogoSvg(entry.connector), 200, { 'Content-Type': 'image/svg+xml' });
  });

  routes.get('/connectors', (c) => {
    const query = parseConnectorQuery(new URL(c.req.url).searchParams);
    if ('error' in query) throw new Problem(400, query.error);
    const { page, pageSize } = readPaging(c, { defaultSize: 500, maxSize: 500 });
    const list = filterConnectors(deps.catalogue, query);
    const result = paginate(list, page, pageSize);
    return c.json({ ...result, results: result.results.map((connector) => publicConnector({ connector }, deps.config.publicUrl)) });
  });

  routes.get('/connectors/:id', (c) => {
    const entry = entryById(deps, c.req.param('id'));
    const connector = publicConnector(entry, deps.config.publicUrl);
    const withDetails = c.req.query('healthDetails') === 'true';
    return c.json({
      ...connector,
      health: {
        status: connector.health?.status ?? 'ONLINE',
        stage: connector.health?.stage ?? null,
        ...(withDetails ? { details: healthDetails(connector) } : {}),
      },
    });
  });

  // The public client's validateParameters: the same checks as POST /items, without creating one.
  routes.post('/connectors/:id/validate', async (c) => {
    const entry = entryById(deps, c.req.param('id'));
    const parameters = await readJson(c, MfaRequest, { allowEmpty: true });
    const errors = validateParameters(entry.connector.credentials ?? [], parameters, { includeMfa: true });
    return c.json({ parameters, errors });
  });

  return routes;
}
