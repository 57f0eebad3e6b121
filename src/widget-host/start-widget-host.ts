// Starts the widget host on Node: the handler of the hosted page and the loader, listening on a host and port.
import { listen, type Listening } from './node-server.js';
import { createWidgetHost, type WidgetHostOptions } from './widget-host.js';

export type WidgetHostServer = WidgetHostOptions & { port: number; host: string; trustedProxies?: number };

export function startWidgetHost(options: WidgetHostServer): Promise<Listening> {
  return listen(createWidgetHost(options), options.port, options.host, options.trustedProxies);
}
