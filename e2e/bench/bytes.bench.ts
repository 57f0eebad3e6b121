// Benchmark: bytes over the wire for the script-tag embed, beside the floor page: host page, widget frame until the search is interactive, a whole connection.
import { test } from '@playwright/test';
import { connectSandboxBank, modalWidget } from '../embed-fixture.js';
import { FLOOR, OURS, openMeasured, type Target } from './measured-page.js';
import type { RequestRecord } from './network.js';
import { PORTS, urlOf } from './ports.js';
import { UNTHROTTLED } from './profiles.js';
import { type Measure, writePart } from './results.js';

/** After the success screen, the widget still lists the item's accounts: the connection ends when the network is quiet. */
const QUIET_MS = 1000;

type Tally = { bytes: number; requests: number };
const tally = (requests: readonly RequestRecord[]): Tally => ({ bytes: requests.reduce((sum, r) => sum + r.bytes, 0), requests: requests.length });
const measure = (t: Tally, detail?: string): Measure => ({
  value: t.bytes,
  unit: 'bytes',
  detail: `${t.requests} requests${detail ? `, ${detail}` : ''}`,
});
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

type Visit = { host: Tally; ponte: Tally; frame: Tally; connection: Tally | null; polls: number; requests: RequestRecord[] };

type FrameNode = { frame: { id: string }; childFrames?: FrameNode[] };
const idsOf = (node: FrameNode): string[] => [node.frame.id, ...(node.childFrames ?? []).flatMap(idsOf)];

async function visit(browser: Parameters<typeof openMeasured>[0], target: Target, connect: boolean): Promise<Visit> {
  const m = await openMeasured(browser, target, { profile: UNTHROTTLED, clickOnLoad: true });
  try {
    await m.page.goto(target.url(false), { waitUntil: 'commit' });
    const interactive = await m.waitForMark('interactive');
    if (connect) {
      await connectSandboxBank(modalWidget(m.page));
      await m.waitForMark('success');
    }
    await m.network.idle(QUIET_MS);
    const { frameTree } = await m.cdp.send('Page.getFrameTree');
    const [main, ...frames] = idsOf(frameTree);
    const requests = m.network.requests();
    // Made by then, counted whole: the first screen's logos are asked for as it renders, and they are part of it.
    const byInteractive = requests.filter((r) => r.start <= interactive.at);
    const inFrames = (r: RequestRecord) => r.frameId !== undefined && frames.includes(r.frameId);
    const hostRequests = byInteractive.filter((r) => r.frameId === main);
    const widgetOrigin = urlOf(PORTS.widget);
    return {
      host: tally(hostRequests),
      ponte: tally(hostRequests.filter((r) => r.url.startsWith(`${widgetOrigin}/`))),
      frame: tally(byInteractive.filter(inFrames)),
      connection: connect ? tally(requests.filter(inFrames)) : null,
      polls: requests.filter((r) => inFrames(r) && r.method === 'GET' && /\/items\/[^/?]+$/.test(new URL(r.url).pathname)).length,
      requests,
    };
  } finally {
    await m.context.close();
  }
}

test('bytes over the wire: the script-tag embed and a Sandbox Bank connection, beside the floor page', async ({ browser }) => {
  const floor = await visit(browser, FLOOR, false);
  const ours = await visit(browser, OURS, true);
  const connection = ours.connection;
  if (connection === null) throw new Error('the connection was not measured');
  console.log(
    `host ${kb(ours.host.bytes)} (floor ${kb(floor.host.bytes)}) · frame ${kb(ours.frame.bytes)} (floor ${kb(floor.frame.bytes)}) · connection ${kb(connection.bytes)}`,
  );
  const section = 'Bytes over the wire (cold cache)';
  writePart({
    part: 'bytes',
    rows: [
      {
        section,
        figure: 'Host page: the merchant page, ponte.js and ponte-host.js, until the search is interactive',
        ours: measure(ours.host, `of which ponte.js and ponte-host.js ${kb(ours.ponte.bytes)} in ${ours.ponte.requests}`),
        floor: measure(floor.host),
      },
      { section, figure: 'Widget frame, until the search is interactive', ours: measure(ours.frame), floor: measure(floor.frame) },
      {
        section,
        figure: 'Widget frame, a whole Sandbox Bank connection (load to the success screen, until the network is quiet)',
        ours: measure(connection, `${ours.polls} of them GET /items polls`),
      },
    ],
    notes: [
      'Bytes: CDP\'s encodedDataLength of every request (headers included, as received, compressed or not), by the frame that made it, one cold unthrottled visit each; "until the search is interactive" counts every request made by then, whole; CORS preflights count as requests of their frame, with the 0 bytes CDP gives them. The demo\'s sandbox syncs at its default step (SANDBOX_STEP_MS).',
    ],
    raw: { ours, floor },
  });
});
