// Smart transfers: preauthorizations with limits, and the payments executed under them.
import { registerSmartTransferPaymentRoutes } from '../smart-transfers/payment-routes.js';
import { registerPreauthorizationRoutes } from '../smart-transfers/preauthorization-routes.js';
import type { RouteModule } from './index.js';

export const smartTransfersRoutes: RouteModule = {
  protected(app, deps) {
    registerPreauthorizationRoutes(app, deps);
    registerSmartTransferPaymentRoutes(app, deps);
  },
};
