// Every route module of the sandbox, in the order they are mounted.
import type { SandboxApp, SandboxDeps } from '../context';
import { authRoutes } from './auth';
import { connectorRoutes } from './connectors';
import { dataRoutes } from './data';
import { dataExtraRoutes } from './data-extra';
import { itemRoutes } from './items';
import { oauthRoutes } from './oauth';
import { webhooksRoutes } from './webhooks';
import { paymentsRoutes } from './payments';
import { smartTransfersRoutes } from './smart-transfers';
import { boletosRoutes } from './boletos';

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
