// Payments: institutions, recipients, customers, payment requests, intents and automatic PIX.
import { registerAutomaticPixRoutes } from '../payments/automatic-pix-routes.js';
import { registerCustomerRoutes } from '../payments/customer-routes.js';
import { registerInstitutionRoutes } from '../payments/institution-routes.js';
import { registerIntentRoutes } from '../payments/intent-routes.js';
import { registerPaymentRequestRoutes } from '../payments/request-routes.js';
import { registerRecipientRoutes } from '../payments/recipient-routes.js';
import type { RouteModule } from './index.js';

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
