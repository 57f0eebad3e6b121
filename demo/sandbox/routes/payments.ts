// Payments: institutions, recipients, customers, payment requests, intents and automatic PIX.
import { registerAutomaticPixRoutes } from '../payments/automatic-pix-routes';
import { registerCustomerRoutes } from '../payments/customer-routes';
import { registerInstitutionRoutes } from '../payments/institution-routes';
import { registerIntentRoutes } from '../payments/intent-routes';
import { registerPaymentRequestRoutes } from '../payments/request-routes';
import { registerRecipientRoutes } from '../payments/recipient-routes';
import type { RouteModule } from './index';

export const paymentsRoutes: RouteModule = {
  protected(app, deps) {
    registerInstitutionRoutes(app);
    registerRecipientRoutes(app, deps);
    registerCustomerRoutes(app, deps);
    registerPaymentRequestRoutes(app, deps);
    registerIntentRoutes(app, deps);
    registerAutomaticPixRoutes(app, deps);
  },
};
