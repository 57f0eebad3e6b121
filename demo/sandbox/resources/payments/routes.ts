// Payments: institutions, recipients, customers, payment requests, intents and automatic PIX.
import { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { automaticPixRoutes } from './automatic-pix-routes.js';
import { customerRoutes } from './customer-routes.js';
import { institutionRoutes } from './institution-routes.js';
import { intentRoutes } from './intent-routes.js';
import { recipientRoutes } from './recipient-routes.js';
import { paymentRequestRoutes } from './request-routes.js';
import { scheduleRoutes } from './schedule-routes.js';

export function paymentRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  // Institutions first: /payments/recipients/{id} would otherwise take "institutions" for an id.
  routes.route('/', institutionRoutes());
  for (const part of [recipientRoutes, customerRoutes, paymentRequestRoutes, intentRoutes, automaticPixRoutes, scheduleRoutes])
    routes.route('/', part(deps));
  return routes;
}
