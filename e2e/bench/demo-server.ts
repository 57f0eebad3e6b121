// The demo's three origins for the benchmark, as demo/main.ts starts them, but serving the copy of the build that run.ts took.
//
// A build started in dist/ during a run (by anyone) then cannot change, or break, what is measured.
import { demoConfigFromEnvironment } from '../../demo/merchant/demo-config.js';
import { DemoBuildMissing, startDemo } from '../../demo/merchant/start-demo.js';
import { DIST_COPY } from './results.js';

try {
  const demo = await startDemo(demoConfigFromEnvironment(process.env, process.argv.slice(2), DIST_COPY));
  console.log(`benchmark demo: merchant ${demo.merchantUrl}, widget host ${demo.widgetUrl}, sandbox ${demo.sandboxUrl}`);
  const stop = () => void demo.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  if (error instanceof DemoBuildMissing)
    console.error(`The benchmark's copy of the build is missing: \`npm run bench\` builds and copies it.\n${error.message}`);
  else console.error(error);
  process.exit(1);
}
