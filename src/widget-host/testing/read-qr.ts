// Reads a QR code SVG of the widget host back as a phone would: painted to pixels, then decoded by jsqr, a decoder written by others.
import jsQR from 'jsqr';

/** Pixels per module, as a phone's camera might see the code. */
const SCALE = 3;

/**
 * Paints the SVG as a browser would: its white square, then each run of its one path in black, a
 * rectangle one module high (`h n v1 h-n z`) after a move, absolute (`M x y`) or from the last one's start (`m dx dy`).
 */
function rasterise(svg: string): { pixels: Uint8ClampedArray; side: number } {
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  const path = /<path d="([^"]*)"/.exec(svg);
  if (viewBox === null || path === null) throw new Error('not a QR code SVG');
  const side = Number(viewBox[1]) * SCALE;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  const d = path[1] ?? '';
  const runs = [...d.matchAll(/([Mm])(-?\d+) (-?\d+)h(\d+)v1h-\4z/g)];
  // Every character of the path is a run of that shape: anything else would be drawn by a browser and missed here.
  if (runs.map((run) => run[0]).join('') !== d) throw new Error('a path this reader cannot paint');
  let [x, y] = [0, 0];
  for (const run of runs) {
    const [dx, dy, length] = [Number(run[2]), Number(run[3]), Number(run[4])];
    [x, y] = run[1] === 'M' ? [dx, dy] : [x + dx, y + dy];
    for (let py = y * SCALE; py < (y + 1) * SCALE; py += 1) {
      for (let px = x * SCALE; px < (x + length) * SCALE; px += 1) pixels.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
    }
  }
  return { pixels, side };
}

/** The text and version a decoder reads in the SVG; null when it reads nothing. */
export function readQrSvg(svg: string): { text: string; version: number } | null {
  const { pixels, side } = rasterise(svg);
  const read = jsQR(pixels, side, side, { inversionAttempts: 'dontInvert' });
  return read === null ? null : { text: read.data, version: read.version };
}
