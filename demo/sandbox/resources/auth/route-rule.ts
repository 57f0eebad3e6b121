// How the credential lists name a route: its method and path pattern exactly as the route registers it.

export type RouteRule = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Hono's pattern, such as /items/:id. */
  path: string;
  /** Where the interface (or the public client it follows) says so. */
  reason: string;
};

export const routeKey = (route: { method: string; path: string }): string => `${route.method} ${route.path}`;
