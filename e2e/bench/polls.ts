// Benchmark: how many GET /items polls the widget sends during a 30 s and a 60 s Sandbox Bank sync, beside a fixed 2 s poll.
//
// It runs the widget's own pollItem (src/flow/poll-item.ts), as the flow calls it after POST /items,
// against a sandbox whose clock is frozen: its sleep moves the sandbox's clock forward through the
// API (POST /sandbox/clock/advance) instead of waiting. Sandbox time then passes exactly as the
// widget waits, so a minute of syncing takes a second, and the count is the one a real minute gives.
import type { Item } from '../../src/api/schemas/index.js';
import { isFinal, type SandboxClient, sandboxClientAt } from '../../src/api/testing/sandbox-client.js';
import { DEFAULT_POLL_POLICY, type PollPolicy, pollItem } from '../../src/flow/poll-item.js';
import { createClock } from '../../demo/sandbox/core/clock.js';
import { type RunningSandbox, startSandbox } from '../../demo/sandbox/server.js';
import { BENCH_HOST, PORTS } from './ports.js';
import { type Row, writePart } from './results.js';
import { SANDBOX_BANK_CREDENTIALS, sandboxBankId } from './sandbox-bank.js';
import { summarize } from './stats.js';

/** Syncs of about this long, as the issue asks. */
const SYNC_TARGETS_MS = [30_000, 60_000];
/** Runs with the widget's random jitter, per sync length. */
const JITTERED_RUNS = 50;
const MAX_POLLS_PER_30S_SYNC = 10;
const FIXED_INTERVAL_MS = 2000;
const FIXED_POLICY: PollPolicy = {
  initialMs: FIXED_INTERVAL_MS,
  factor: 1,
  maxMs: FIXED_INTERVAL_MS,
  jitter: 0,
  maxFailures: DEFAULT_POLL_POLICY.maxFailures,
};
/** `random` is 0 ≤ x < 1: 0 makes every wait its shortest, the most polls jitter can cause. */
const SHORTEST_WAITS = () => 0;

type Followed = { polls: number; syncMs: number; seenAfterMs: number };

async function withSandbox<T>(stepMs: number, use: (client: SandboxClient) => Promise<T>): Promise<T> {
  const sandbox: RunningSandbox = await startSandbox({
    port: PORTS.pollSandbox,
    host: BENCH_HOST,
    stepMs,
    deliverWebhooks: false,
    // Nothing moves unless advanced: the only time that passes is the time the poller sleeps.
    clock: createClock({ frozen: true }),
  });
  try {
    const { clientId, clientSecret } = sandbox.deps.config;
    return await use(sandboxClientAt({ url: sandbox.url, clientId, clientSecret }));
  } finally {
    await sandbox.close();
    // The next sandbox takes the same port: fetch's pool must see these sockets closed first, or
    // it would send the next request down one of them.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const advance = async (client: SandboxClient, apiKey: string, ms: number) => {
  const reply = await client.call('POST', '/sandbox/clock/advance', { token: apiKey, body: { ms } });
  if (reply.status !== 200) throw new Error(`POST /sandbox/clock/advance answered ${reply.status}`);
};

/** Connects the Sandbox Bank with a Connect Token, as the widget does, and follows the item with pollItem. */
async function follow(client: SandboxClient, policy: PollPolicy, random: () => number): Promise<Followed> {
  const token = await client.connectToken();
  const apiKey = await client.apiKey();
  const created = await client.createItem(token, await sandboxBankId(client, token), SANDBOX_BANK_CREDENTIALS);
  let polls = 0;
  let slept = 0;
  const poll = pollItem({
    getItem: async () => {
      polls++;
      const reply = await client.call<Item>('GET', `/items/${created.id}`, { token });
      if (reply.status !== 200) throw new Error(`GET /items/${created.id} answered ${reply.status}`);
      return reply.body;
    },
    until: isFinal,
    sleep: async (ms) => {
      slept += ms;
      await advance(client, apiKey, ms);
    },
    random,
    signal: new AbortController().signal,
    policy,
  });
  const item = await poll.done;
  if (item.status !== 'UPDATED' || !item.lastUpdatedAt || !created.createdAt)
    throw new Error(`the sync ended ${item.status}/${item.executionStatus}`);
  const syncMs = Date.parse(item.lastUpdatedAt) - Date.parse(created.createdAt);
  return { polls, syncMs, seenAfterMs: slept - syncMs };
}

/** Sync steps of the Sandbox Bank: one sync at a 1 s step, its length read from the item's own times. */
async function stepsPerSync(): Promise<number> {
  return withSandbox(1000, async (client) => {
    const token = await client.connectToken();
    const apiKey = await client.apiKey();
    const created = await client.createItem(token, await sandboxBankId(client, token), SANDBOX_BANK_CREDENTIALS);
    // Ten minutes: far past any sync, within the token's lifetime.
    await advance(client, apiKey, 10 * 60 * 1000);
    const reply = await client.call<Item>('GET', `/items/${created.id}`, { token });
    const item = reply.body;
    if (reply.status !== 200 || item.status !== 'UPDATED' || !item.lastUpdatedAt || !created.createdAt) {
      throw new Error(`the calibration sync did not end (GET /items answered ${reply.status})`);
    }
    return Math.round((Date.parse(item.lastUpdatedAt) - Date.parse(created.createdAt)) / 1000);
  });
}

const steps = await stepsPerSync();
const rows: Row[] = [];
const notes: string[] = [];
const raw: unknown[] = [];
for (const target of SYNC_TARGETS_MS) {
  // Rounded down, so the sync lasts at most the target, as a fixed poll counts it: 15 polls in 30 s.
  const stepMs = Math.floor(target / steps);
  const measured = await withSandbox(stepMs, async (client) => {
    const jittered: Followed[] = [];
    for (let i = 0; i < JITTERED_RUNS; i++) jittered.push(await follow(client, DEFAULT_POLL_POLICY, Math.random));
    return { jittered, shortest: await follow(client, DEFAULT_POLL_POLICY, SHORTEST_WAITS), fixed: await follow(client, FIXED_POLICY, Math.random) };
  });
  const { jittered, shortest, fixed } = measured;
  const polls = summarize(jittered.map((run) => run.polls));
  const late = summarize(jittered.map((run) => run.seenAfterMs));
  const seconds = (fixed.syncMs / 1000).toFixed(1);
  const worst = Math.max(polls.max, shortest.polls);
  rows.push(
    {
      section: 'Polling GET /items',
      figure: `Polls during a ${seconds} s Sandbox Bank sync; floor: a fixed ${FIXED_INTERVAL_MS / 1000} s poll`,
      ours: {
        value: worst,
        unit: 'count',
        detail: `the most of ${JITTERED_RUNS} jittered runs and of every wait at its shortest; median ${polls.median}`,
      },
      floor: { value: fixed.polls, unit: 'count' },
      goal: target === 30_000 ? { kind: 'at-most', limit: MAX_POLLS_PER_30S_SYNC, of: 'value' } : undefined,
    },
    {
      section: 'Polling GET /items',
      // A fixed poll's delay depends only on where the sync ends between two polls: never over its interval.
      figure: `From the end of a ${seconds} s sync to the poll that sees it (a fixed ${FIXED_INTERVAL_MS / 1000} s poll: at most ${FIXED_INTERVAL_MS / 1000} s)`,
      ours: { value: late.median, p90: late.p90, unit: 'ms', detail: `max ${late.max.toFixed(0)} ms, ${JITTERED_RUNS} runs` },
    },
  );
  raw.push({ targetMs: target, stepMs, syncMs: fixed.syncMs, jittered, shortest, fixed });
  console.log(`${seconds} s sync: ours median ${polls.median} polls, max ${worst}; fixed ${FIXED_INTERVAL_MS} ms: ${fixed.polls} polls`);
}
notes.push(
  `Polling: the widget's pollItem and DEFAULT_POLL_POLICY (${DEFAULT_POLL_POLICY.initialMs} ms, x${DEFAULT_POLL_POLICY.factor}, up to ${DEFAULT_POLL_POLICY.maxMs} ms, ±${DEFAULT_POLL_POLICY.jitter * 100}%) against a sandbox whose frozen clock moves only by POST /sandbox/clock/advance, which the poller's sleep calls; a Sandbox Bank sync is ${steps} steps, so SANDBOX_STEP_MS sets its length. A hidden tab is not measured.`,
);
writePart({ part: 'polls', rows, notes, raw });
