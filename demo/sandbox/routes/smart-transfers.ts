// Smart transfers: preauthorizations with limits, and the payments executed under them.
import { registerSmartTransferPaymentRoutes } from '../smart-transfers/payment-routes';
import { registerPreauthorizationRoutes } from '../smart-transfers/preauthorization-routes';
import type { RouteModule } from './index';

export const smartTransfersRoutes: RouteModule = {
  protected(app, deps) {
    registerPreauthorizationRoutes(app, deps);
    registerSmartTransferPaymentRoutes(app, deps);
  },
};
