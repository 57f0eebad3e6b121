// Boletos: connections made from an item, and the boletos issued through them.
import { registerBoletoRoutes } from '../boletos/boleto-routes';
import { registerBoletoConnectionRoutes } from '../boletos/connection-routes';
import type { RouteModule } from './index';

export const boletosRoutes: RouteModule = {
  protected(app, deps) {
    registerBoletoConnectionRoutes(app, deps);
    registerBoletoRoutes(app, deps);
  },
};
