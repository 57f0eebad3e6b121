// Smart transfers: preauthorizations with limits, and the payments executed under them.
import { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { smartTransferPaymentRoutes } from './payment-routes.js';
import { preauthorizationRoutes } from './preauthorization-routes.js';

export function smartTransferRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  routes.route('/', preauthorizationRoutes(deps));
  routes.route('/', smartTransferPaymentRoutes(deps));
  return routes;
}
