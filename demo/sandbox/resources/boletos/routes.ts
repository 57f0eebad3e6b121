// Boletos: connections made from an item, and the boletos issued through them.
import { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { issuedBoletoRoutes } from './boleto-routes.js';
import { boletoConnectionRoutes } from './connection-routes.js';

export function boletoRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  routes.route('/', boletoConnectionRoutes(deps));
  routes.route('/', issuedBoletoRoutes(deps));
  return routes;
}
