// `npm run demo`: the sandbox, the widget host and a merchant site on three local origins.
import { fileURLToPath } from 'node:url';
import { SettingRefused } from '../src/widget-host/setting-refused.js';
import { demoConfigFromEnvironment } from './merchant/demo-config.js';
import { DemoBuildMissing, startDemo } from './merchant/start-demo.js';

const distRoot = fileURLToPath(new URL('../dist', import.meta.url));

try {
  const demo = await startDemo(demoConfigFromEnvironment(process.env, process.argv.slice(2), distRoot));
  console.log(`
  ponte demo

  Open the merchant site:  ${demo.merchantUrl}/

  Widget host              ${demo.widgetUrl}  (WIDGET_PORT)
    embedded by pages on   ${demo.widgetFrameAncestors.join(' ')}  (WIDGET_FRAME_ANCESTORS adds yours)
  Sandbox API              ${demo.sandboxUrl}  (SANDBOX_PORT)
  Sign in at a sandbox bank with user "user-ok", password "password-ok".
`);
  const stop = () => void demo.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  // A missing build or a setting to fix is the next step to take, not a crash: said plainly, without a stack.
  if (error instanceof DemoBuildMissing) console.error(`\n  ${error.message.replace(/\n/g, '\n  ')}\n`);
  else if (error instanceof SettingRefused) console.error(`\n  ${error.message}\n`);
  else console.error(error);
  process.exit(1);
}
