// Where the main thread's time went in long animation frames (LoAF): the words the notes use to explain a figure.
import type { LongFrame } from './page-probe.js';

export type LongFrameTotals = { count: number; total: number; scripts: number; rendering: number; sources: Map<string, number> };

export function totals(frames: readonly LongFrame[]): LongFrameTotals {
  const sources = new Map<string, number>();
  for (const frame of frames) for (const [file, ms] of Object.entries(frame.sources)) sources.set(file, (sources.get(file) ?? 0) + ms);
  return {
    count: frames.length,
    total: frames.reduce((sum, f) => sum + f.duration, 0),
    scripts: frames.reduce((sum, f) => sum + f.scripts, 0),
    rendering: frames.reduce((sum, f) => sum + f.rendering, 0),
    sources,
  };
}

/** "2 long frames over 50 ms, 240 ms: scripts 180 ms (index.js 120 ms, …), rendering (style, layout, paint) 50 ms"; over several runs, the means. */
export function describe(frames: readonly LongFrame[], runs = 1): string {
  if (frames.length === 0) return 'no frame over 50 ms';
  const t = totals(frames);
  const ms = (value: number) => `${(value / runs).toFixed(0)} ms`;
  const top = [...t.sources]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([file, value]) => `${file} ${ms(value)}`)
    .join(', ');
  const count = runs > 1 ? `a mean of ${(t.count / runs).toFixed(1)}` : String(t.count);
  return `${count} long frames over 50 ms, ${ms(t.total)}: scripts ${ms(t.scripts)} (${top || 'no file'}), rendering (style, layout, paint) ${ms(t.rendering)}`;
}
