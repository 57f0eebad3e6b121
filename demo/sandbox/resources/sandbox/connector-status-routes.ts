// POST /sandbox/connectors/{id}/status: the sandbox's own way to change a connector's health, so a client sees connector/status_updated and what an OFFLINE institution does.
import { Hono } from 'hono';
import { z } from '../../../../src/api/z.js';
import { readJson } from '../../core/body.js';
import { canonicalInteger } from '../../core/canonical-integer.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { notFound, Problem } from '../../core/problem.js';
import { principalOf } from '../auth/credentials.js';
import { HEALTH_STATUSES, setConnectorHealth } from '../connectors/connector-health.js';

const ConnectorStatus = z.object({ status: z.enum(HEALTH_STATUSES) });

export function connectorStatusRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  // The interface says a connector's health changes but not how; real institutions go down on their
  // own, so a merchant's tests need a way to make it happen. An API Key only, like every sandbox route.
  routes.post('/sandbox/connectors/:id/status', async (c) => {
    const raw = c.req.param('id');
    const id = canonicalInteger(raw);
    if (id === undefined) throw new Problem(400, `Connector id must be an integer in decimal digits; got "${raw}"`);
    const { status } = await readJson(c, ConnectorStatus);
    const connector = setConnectorHealth(deps, id, status, principalOf(c).clientId);
    if (!connector) throw notFound(`Connector ${raw}`);
    return c.json(connector);
  });

  return routes;
}
