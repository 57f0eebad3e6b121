// An item's collected data: accounts, transactions, investments, consents, identity, loans and card bills.
import { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { accountRoutes } from './accounts-routes.js';
import { billRoutes } from './bills-routes.js';
import { consentRoutes } from './consents-routes.js';
import { identityRoutes } from './identity-routes.js';
import { investmentRoutes } from './investments-routes.js';
import { loanRoutes } from './loans-routes.js';
import { transactionRoutes } from './transactions-routes.js';

export function dataRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  for (const part of [accountRoutes, transactionRoutes, investmentRoutes, consentRoutes, identityRoutes, loanRoutes, billRoutes]) {
    routes.route('/', part(deps));
  }
  return routes;
}
