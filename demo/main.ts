// `npm run demo`: builds what changed (quietly, into a log file), then starts the sandbox, the widget
// host and a merchant site on three local origins.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SettingRefused } from '../src/widget-host/setting-refused.js';
import { buildIfChanged, planBuild } from './build/build-if-changed.js';
import { demoConfigFromEnvironment } from './merchant/demo-config.js';
import { DemoBuildMissing, startDemo } from './merchant/start-demo.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const distRoot = join(root, 'dist');
const LOG = 'demo-build.log';
// --verbose shows the build's own output; --no-build serves dist/ as it is (the e2e journeys, after
// npm test built it); every other argument is the sandbox's.
const OWN_FLAGS = ['--verbose', '--no-build'];
const verbose = process.argv.includes('--verbose');
const args = process.argv.slice(2).filter((arg) => !OWN_FLAGS.includes(arg));

const plan = process.argv.includes('--no-build') ? { build: false, fingerprint: '' } : planBuild(root);
if (plan.build) console.log(`\n  Building the widget and the demo${verbose ? '' : ` (the output goes to ${LOG})`}…`);
const build = await buildIfChanged({ root, logFile: join(root, LOG), verbose, plan });
if (!build.ok) {
  const tail = verbose ? '' : readFileSync(join(root, LOG), 'utf8').trimEnd().split('\n').slice(-25).join('\n    ');
  console.error(`\n  The build failed${verbose ? '' : `; the end of ${LOG}:\n\n    ${tail}`}\n`);
  process.exit(1);
}
if (build.built) console.log(`  Built in ${build.seconds} s.`);
else if (plan.fingerprint !== '') console.log('\n  The build is up to date: no source changed since it was made.');

try {
  const demo = await startDemo(demoConfigFromEnvironment(process.env, args, distRoot));
  console.log(`
  ponte demo

  Open the merchant site:  ${demo.merchantUrl}/

  Widget host              ${demo.widgetUrl}  (WIDGET_PORT)
    embedded by pages on   ${demo.widgetFrameAncestors.join(' ')}  (WIDGET_FRAME_ANCESTORS adds yours)
    payer page             ${demo.paymentPageUrl}  (a payment request's paymentUrl)
  Sandbox API              ${demo.sandboxUrl}  (SANDBOX_PORT)
  Sign in at a sandbox bank with user "user-ok", password "password-ok".
  Ctrl-C stops the demo.
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
