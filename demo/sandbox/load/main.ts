// `npm run test:hostile`: the sandbox as a shared server under load. Fills one with items, then reads it while widgets sync, and prints the figures the README quotes.
//
//   npm run test:hostile                                  20,000 items, 200 syncs at once
//   npm run test:hostile -- --items 3000 --syncs 100      a shorter run
//   SANDBOX_MAX_ITEMS=30000 npm run test:hostile          the sandbox's own settings pass through
//
// Fails (exit 1) when a goal is missed: RSS over 300 MiB once the filled sandbox is idle, a sync not final, a read failed.
import { availableParallelism, cpus } from 'node:os';
import { loadClient } from './client.js';
import { fill } from './fill.js';
import { readsUnderSyncs } from './reads-under-syncs.js';
import { residentMiB, startSandboxProcess, stopSandboxProcess } from './sandbox-process.js';
import { settledRss } from './settled.js';

const RSS_GOAL_MIB = 300;
/** The Sandbox Bank (README, "Sandbox connectors"): a user-ok login syncs every product. */
const SANDBOX_BANK = 0;

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const raw = process.argv[at + 1] ?? '';
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`--${name} takes a whole number of at least 1, got "${raw}"`);
  return Number(raw);
}

const count = option('items', 20_000);
const syncs = option('syncs', 200);
const log = (line: string) => console.log(line);

const sandbox = await startSandboxProcess();
let failed = false;
try {
  const client = loadClient(sandbox.url);
  const apiKey = await client.apiKey();
  log(`Filling the sandbox with ${count.toLocaleString('en')} Sandbox Bank items (POST /items, 32 in flight)...`);
  const filled = await fill({
    client,
    apiKey,
    connectorId: SANDBOX_BANK,
    count,
    batchSize: Math.max(1, Math.min(2000, Math.ceil(count / 10))),
    inFlight: 32,
    rss: () => residentMiB(sandbox),
    log,
  });
  log('Waiting for the sandbox to be idle...');
  const rss = await settledRss(() => residentMiB(sandbox));
  const peak = Math.max(rss.loaded, ...filled.batches.map((b) => b.rssMiB));
  // Past --max-items, each new sync's item pushes out the least recently used: reads leave those alone.
  const readable = filled.live.slice(Math.min(2 * syncs, Math.max(0, filled.live.length - 1)));
  log(`Reading ${readable.length.toLocaleString('en')} items while ${syncs} widgets sync...`);
  const reads = await readsUnderSyncs({ client, apiKey, connectorId: SANDBOX_BANK, ids: readable, syncs, connections: 10, seconds: 10 });
  const rssAfter = await residentMiB(sandbox);

  const ms = (n: number) => `${n.toLocaleString('en', { maximumFractionDigits: 0 })} ms`;
  const machine = `${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, ${process.platform}`;
  log('');
  log(`Measured ${new Date().toISOString().slice(0, 10)} on ${machine}`);
  log(
    `Items created: ${count.toLocaleString('en')} at ${filled.perSecond.toFixed(0)} items/s; batches of ${filled.batches[0]?.created ?? 0} took ${filled.batches.map((b) => b.seconds.toFixed(1)).join(', ')} s`,
  );
  log(
    `After the syncs: ${filled.live.length.toLocaleString('en')} items kept (UPDATED), ${filled.gone.toLocaleString('en')} let go, ${filled.notUpdated} in another state`,
  );
  log(
    `RSS after ${count.toLocaleString('en')} items created, synced and read: ${rss.settled.toFixed(0)} MiB once idle ${rss.afterSeconds.toFixed(0)} s (goal ≤ ${RSS_GOAL_MIB}); ${peak.toFixed(0)} MiB at most while loading; ${rssAfter.toFixed(0)} MiB after the reads below`,
  );
  for (const [name, r] of [
    ['GET /items/{id}', reads.items],
    ['GET /accounts?itemId=', reads.accounts],
  ] as const) {
    log(
      `${name} under ${syncs} syncs: p50 ${ms(r.p50)} · p99 ${ms(r.p99)} · max ${ms(r.max)} · ${r.perSecond.toFixed(0)} req/s · ${r.failures} failed of ${r.requests}`,
    );
  }
  log(`Syncs: ${reads.syncs.final} of ${reads.syncs.of} final, median ${ms(reads.syncs.medianMs)}, last ${ms(reads.syncs.lastMs)}`);
  for (const failure of reads.syncs.failures.slice(0, 3)) log(`  a sync failed: ${failure}`);
  failed =
    rss.settled > RSS_GOAL_MIB ||
    reads.syncs.final < reads.syncs.of ||
    reads.items.failures > 0 ||
    reads.accounts.failures > 0 ||
    filled.notUpdated > 0;
  if (failed) log('A goal was missed.');
} finally {
  await stopSandboxProcess(sandbox);
}
process.exitCode = failed ? 1 : 0;
