// Benchmark: the sandbox from loopback: requests per second on GET /connectors and GET /items/{id}, and 200 syncs at once to a final state.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Item } from '../../src/api/schemas/index.js';
import { FINAL_STATUSES, isFinal, type SandboxClient, sandboxClientAt } from '../../src/api/testing/sandbox-client.js';
import { pollItem } from '../../src/flow/poll-item.js';
import { PORTS, urlOf } from './ports.js';
import { type Row, writePart } from './results.js';
import { SANDBOX_BANK_CREDENTIALS, sandboxBankId } from './sandbox-bank.js';
import { summarize } from './stats.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const URL_ = urlOf(PORTS.loadSandbox);
const DURATION_S = 5;
const CONNECTIONS = 10;
const SYNCS = 200;
/** What Chromium sends: the sandbox compresses answers for it, and that work is part of serving them. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Its own process, so the load generator and the server each have a core of this machine's. */
async function startSandboxProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/sandbox/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, SANDBOX_PORT: String(PORTS.loadSandbox), SANDBOX_DELIVER_WEBHOOKS: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited with ${child.exitCode}`);
    const up = await fetch(`${URL_}/oauth/style.css`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    if (Date.now() > deadline) throw new Error(`the sandbox did not answer on ${URL_} within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopSandboxProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

type Rate = { rps: number; p50: number; p99: number; requests: number; failures: number };

async function hammer(path: string, token: string): Promise<Rate> {
  const run = (duration: number) =>
    autocannon({
      url: `${URL_}${path}`,
      connections: CONNECTIONS,
      duration,
      headers: { 'x-api-key': token, accept: 'application/json', 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    });
  // Unmeasured: the server's first requests also compile its code.
  await run(1);
  const result = await run(DURATION_S);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

type Sync = { status: string; ms: number; polls: number };

/** One widget's connection: POST /items with its own Connect Token, then the widget's polling until a final state. */
async function sync(client: SandboxClient, token: string, connectorId: number, started: number): Promise<Sync> {
  const created = await client.createItem(token, connectorId, SANDBOX_BANK_CREDENTIALS);
  let polls = 0;
  const item = await pollItem({
    getItem: async () => {
      polls++;
      const reply = await client.call<Item>('GET', `/items/${created.id}`, { token });
      if (reply.status !== 200) throw new Error(`GET /items/${created.id} answered ${reply.status}`);
      return reply.body;
    },
    until: isFinal,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    random: Math.random,
    signal: new AbortController().signal,
  }).done;
  return { status: item.status, ms: performance.now() - started, polls };
}

const child = await startSandboxProcess();
try {
  const client = sandboxClientAt({ url: URL_, clientId: 'sandbox-client-id', clientSecret: 'sandbox-client-secret' });
  const token = await client.connectToken();
  const bankId = await sandboxBankId(client, token);
  const connectorsPath = '/connectors?sandbox=true&pageSize=500&page=1';
  const listed = await client.call<{ results: unknown[] }>('GET', connectorsPath, { token });
  // An item of the token's own, synced at once by moving the sandbox's clock past its sync.
  const item = await client.createItem(token, bankId, SANDBOX_BANK_CREDENTIALS);
  await client.call('POST', '/sandbox/clock/advance', { token: await client.apiKey(), body: { ms: 60_000 } });

  const connectors = await hammer(connectorsPath, token);
  const items = await hammer(`/items/${item.id}`, token);
  console.log(`GET /connectors ${connectors.rps.toFixed(0)} req/s · GET /items/{id} ${items.rps.toFixed(0)} req/s`);

  // Tokens first, so the syncs start together; each widget has its own, as each page would.
  const tokens = await Promise.all(Array.from({ length: SYNCS }, () => client.connectToken()));
  const started = performance.now();
  const settled = await Promise.allSettled(tokens.map((t) => sync(client, t, bankId, started)));
  const syncs = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failures = settled.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
  const final = syncs.filter((s) => FINAL_STATUSES.includes(s.status)).length;
  const times = summarize(syncs.map((s) => s.ms));
  const polls = syncs.reduce((sum, s) => sum + s.polls, 0);
  console.log(`${final} of ${SYNCS} syncs final, the last after ${times.max.toFixed(0)} ms`);

  const rate = (r: Rate) => `p50 ${r.p50} ms · p99 ${r.p99} ms · ${r.failures} failed of ${r.requests}`;
  const rows: Row[] = [
    {
      section: 'Sandbox from loopback',
      figure: `GET /connectors, the widget's first page (${listed.body.results.length} connectors), ${CONNECTIONS} connections, ${DURATION_S} s`,
      ours: { value: connectors.rps, unit: 'rps', detail: rate(connectors) },
    },
    {
      section: 'Sandbox from loopback',
      figure: `GET /items/{id}, ${CONNECTIONS} connections, ${DURATION_S} s`,
      ours: { value: items.rps, unit: 'rps', detail: rate(items) },
    },
    {
      section: 'Sandbox from loopback',
      figure: `${SYNCS} Sandbox Bank syncs at once, each polled as the widget polls: in a final state`,
      ours: { value: final, unit: 'count', detail: `of ${SYNCS}${failures.length > 0 ? `; ${failures.length} failed: ${failures[0]}` : ''}` },
      goal: { kind: 'at-least', limit: SYNCS },
    },
    {
      section: 'Sandbox from loopback',
      figure: `${SYNCS} syncs at once: from the first POST /items until each was seen final (median, p90; last)`,
      ours: { value: times.median, p90: times.p90, unit: 'ms', detail: `last ${(times.max / 1000).toFixed(1)} s; ${polls} polls in all` },
    },
  ];
  const notes = [
    `Sandbox load: the sandbox in a process of its own (default SANDBOX_STEP_MS), autocannon in this one, each request with a Connect Token and the browser's Accept-Encoding; one unmeasured second first.`,
  ];
  writePart({ part: 'sandbox-load', rows, notes, raw: { connectors, items, syncs, failures } });
} finally {
  await stopSandboxProcess(child);
}
