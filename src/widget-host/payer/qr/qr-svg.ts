// A QR code as an SVG image: a white square with a quiet zone of four modules, and the dark modules as one path, one rectangle per run along a row.
import { isDark, type Matrix } from './qr-matrix.js';

/** The light border readers need around the code, in modules. */
export const QUIET_ZONE = 4;

export function qrSvg(matrix: Matrix): string {
  const { size } = matrix;
  const side = size + QUIET_ZONE * 2;
  let path = '';
  // Each rectangle ends where it started (z), so the next one moves from there: short relative moves keep the file small.
  let at: { x: number; y: number } | null = null;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; ) {
      if (!isDark(matrix, x, y)) {
        x += 1;
        continue;
      }
      let run = 1;
      while (x + run < size && isDark(matrix, x + run, y)) run += 1;
      path += at === null ? `M${x + QUIET_ZONE} ${y + QUIET_ZONE}` : `m${x - at.x} ${y - at.y}`;
      path += `h${run}v1h-${run}z`;
      at = { x, y };
      x += run;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}
