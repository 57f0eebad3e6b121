// `--print-headers <host>`: the headers file a static host needs to serve the widget as the program does, from the same settings.
import { frameCsp } from '../frame-csp.js';
import type { Settings } from '../settings.js';
import { headersFile } from './headers-file.js';
import { nginxConf } from './nginx-conf.js';
import { recipeHeader } from './recipe-header.js';
import type { RecipeTarget } from './recipe-targets.js';
import { staticRules } from './static-rules.js';
import { vercelJson } from './vercel-json.js';

const PUBLISH = 'Publish dist/app with dist/ponte.js copied into it (cp dist/ponte.js dist/app/).';

export function printHeaders(target: RecipeTarget, settings: Pick<Settings, 'apiOrigin' | 'frameAncestors'>): string {
  const csp = frameCsp(settings);
  switch (target) {
    case 'nginx':
      return nginxConf(
        recipeHeader('nginx', settings, [
          'Include it in the server block of the widget origin (its listen, server_name and TLS lines stay there):',
          '  include /etc/nginx/snippets/ponte-widget-host.conf;',
          'and set root below to the published folder.',
        ]),
        csp,
      );
    case 'netlify':
      return headersFile(recipeHeader('Netlify', settings, [`Save it as _headers in the publish directory. ${PUBLISH}`]), staticRules(csp));
    case 'cloudflare':
      return headersFile(
        recipeHeader('Cloudflare Pages', settings, [
          `Save it as _headers in the build output directory. ${PUBLISH}`,
          'Pages serves oauth-callback.html at /oauth-callback; both addresses carry these headers.',
        ]),
        staticRules(csp),
      );
    case 'vercel':
      return vercelJson(staticRules(csp));
  }
}
