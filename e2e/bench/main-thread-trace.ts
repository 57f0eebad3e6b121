// Where a renderer's main thread spent its time, read from a Chromium trace (CDP Tracing): in all, on responses and SVG images, scripts, rendering.
//
// Each SVG image gets a document of its own, built on the main thread when its bytes arrive: the trace shows what that costs.

/** The categories the summary needs, and no more: a trace of everything would slow what it watches. */
export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8.execute'];

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { name?: unknown } };

/** Times in ms, each counted once however its events nest. */
export type MainThreadSummary = {
  /** Inside any task of the main thread. */
  busy: number;
  /** Taking in responses' bodies: for an SVG image, building its document. */
  responsesMs: number;
  svgDocuments: number;
  svgDocumentsMs: number;
  /** Style, layout and paint, in rendering updates or forced by a script (then also counted as script). */
  renderingMs: number;
  /** JavaScript: event handlers, timers, animation frame callbacks, microtasks. */
  scriptsMs: number;
  /** Busy in none of the above: garbage collection, the tasks' own bookkeeping. */
  otherMs: number;
};

const SVG_DOCUMENT = 'IsolatedSVGDocumentHost::IsolatedSVGDocumentHost';
const RESPONSES = ['ResponseBodyLoader::OnStateChange'];
const RENDERING = [
  'WebFrameWidgetImpl::UpdateLifecycle',
  'Document::UpdateStyleAndLayout',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
];
const SCRIPTS = ['FunctionCall', 'EvaluateScript', 'RunMicrotasks', 'EventDispatch', 'TimerFire', 'FireAnimationFrame'];

function eventsOf(trace: Buffer): TraceEvent[] {
  const parsed: unknown = JSON.parse(trace.toString('utf8'));
  const list = typeof parsed === 'object' && parsed !== null && 'traceEvents' in parsed ? parsed.traceEvents : parsed;
  if (!Array.isArray(list)) throw new Error('not a Chromium trace');
  return list.filter(
    (e): e is TraceEvent =>
      typeof e === 'object' &&
      e !== null &&
      typeof e.name === 'string' &&
      typeof e.ph === 'string' &&
      typeof e.pid === 'number' &&
      typeof e.tid === 'number',
  );
}

/** Length of the union of intervals: tasks may nest, and nested time counts once. */
function covered(intervals: [number, number][]): number {
  let total = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const [start, stop] of [...intervals].sort((a, b) => a[0] - b[0])) {
    if (stop <= end) continue;
    total += stop - Math.max(start, end);
    end = stop;
  }
  return total;
}

/** The busiest renderer main thread of the trace: the page's, when the trace covered one page at work. */
export function summarizeMainThread(trace: Buffer): MainThreadSummary {
  const events = eventsOf(trace);
  const mains = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.dur === undefined || !mains.has(key)) continue;
    byThread.set(key, [...(byThread.get(key) ?? []), e]);
  }
  const summaries = [...byThread.values()].map((list) => {
    const ms = (names: readonly string[]) =>
      covered(list.filter((e) => names.includes(e.name)).map((e): [number, number] => [e.ts, e.ts + (e.dur ?? 0)])) / 1000;
    return {
      busy: ms(['RunTask']),
      responsesMs: ms(RESPONSES),
      svgDocuments: list.filter((e) => e.name === SVG_DOCUMENT).length,
      svgDocumentsMs: ms([SVG_DOCUMENT]),
      renderingMs: ms(RENDERING),
      scriptsMs: ms(SCRIPTS),
      otherMs: ms(['RunTask']) - ms([...RESPONSES, ...RENDERING, ...SCRIPTS]),
    };
  });
  const busiest = summaries.sort((a, b) => b.busy - a.busy)[0];
  if (!busiest) throw new Error('the trace has no renderer main thread');
  return busiest;
}
