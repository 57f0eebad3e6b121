// Boletos: connections made from an item, and the boletos issued through them.
import { registerBoletoRoutes } from '../boletos/boleto-routes.js';
import { registerBoletoConnectionRoutes } from '../boletos/connection-routes.js';
import type { RouteModule } from './index.js';

export const boletosRoutes: RouteModule = {
  protected(app, deps) {
    registerBoletoConnectionRoutes(app, deps);
    registerBoletoRoutes(app, deps);
  },
};
