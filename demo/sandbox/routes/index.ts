// Every route module of the sandbox, in the order they are mounted.
import type { SandboxApp, SandboxDeps } from '../context.js';
import { authRoutes } from './auth.js';
import { connectorRoutes } from './connectors.js';
import { dataRoutes } from './data.js';
import { dataExtraRoutes } from './data-extra.js';
import { itemRoutes } from './items.js';
import { oauthRoutes } from './oauth.js';
import { webhooksRoutes } from './webhooks.js';
import { paymentsRoutes } from './payments.js';
import { smartTransfersRoutes } from './smart-transfers.js';
import { boletosRoutes } from './boletos.js';

/** `public` routes need no credential; `protected` ones run after the credential check. */
export type RouteModule = {
  public?: (app: SandboxApp, deps: SandboxDeps) => void;
  protected?: (app: SandboxApp, deps: SandboxDeps) => void;
};

export const ROUTE_MODULES: RouteModule[] = [
  authRoutes,
  connectorRoutes,
  itemRoutes,
  dataRoutes,
  dataExtraRoutes,
  oauthRoutes,
  webhooksRoutes,
  paymentsRoutes,
  smartTransfersRoutes,
  boletosRoutes,
];
