// What `ponte-widget-host --help` prints: every setting, its flag and variable, its default.
import { DEFAULT_API_ORIGIN, DEFAULT_PORT } from './settings.js';

export const HELP = `ponte-widget-host: serves the ponte widget (dist/app at /, the loader at /ponte.js) on its own origin,
with its Content-Security-Policy, caching and cross-origin headers; with API credentials, also the payer page
(dist/app/pay at /pay/), where a payment request's paymentUrl sends the payer, and its API (/pay/api/).

Usage:
  ponte-widget-host [settings]
  ponte-widget-host --print-headers nginx|netlify|cloudflare|vercel [settings]

Settings (a flag wins over its variable):
  --frame-ancestors <origins>  WIDGET_FRAME_ANCESTORS  Origins of the pages that embed the widget, space- or
                                                       comma-separated. Required. * (any site) outside production only.
  --api-origin <origin>        WIDGET_API_ORIGIN       Origin of the aggregator API the widget calls (the CSP's
                                                       connect-src and img-src). Required in production; otherwise
                                                       ${DEFAULT_API_ORIGIN}, the sandbox.
  --port <number>              WIDGET_PORT, PORT       Port to listen on, 0 for any free one. Default ${DEFAULT_PORT}.
  --host <address>             WIDGET_HOST             Interface to listen on. Default 127.0.0.1; 0.0.0.0 in production.
  --dist <folder>              WIDGET_DIST             The build to serve (app/ and ponte.js inside it). Default: the
                                                       package's own dist.
  --client-id <id>             WIDGET_CLIENT_ID        The merchant's API client id, for the payer page. With the
                                                       secret, or neither: without both the payer page is off.
                               WIDGET_CLIENT_SECRET    Its secret: from the environment only, never a flag.
                               WIDGET_OFFER_SECRET     The secret your server signs preauthorization offers with
                                                       (HS256, at least 32 bytes): from the environment only. Unset:
                                                       preauthorizations are off.
  --trusted-proxies <count>    WIDGET_TRUSTED_PROXIES  Proxies in front of the widget host (a load balancer, a CDN),
                                                       whose X-Forwarded-For names the payer the payer API's rate
                                                       limits count. Default 0: the connection's own address.
  --production                 NODE_ENV=production     Production mode: the API origin must be named, * is refused.
  --print-headers <host>                               Print the headers file for that static host instead of serving
                                                       (production rules apply): nginx, netlify, cloudflare, vercel.
  --help, -h                                           This text.

An origin is scheme://host[:port], http or https, with no path, query or fragment.
A setting the widget host cannot use stops it before it starts, with one line naming it.

Example:
  WIDGET_API_ORIGIN=https://api.example.com WIDGET_FRAME_ANCESTORS=https://shop.example \\
    npx ponte-widget-host --production --port 8080
`;
