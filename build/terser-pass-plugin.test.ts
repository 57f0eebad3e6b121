import { describe, expect, it } from 'vitest';
import { secondPass } from './terser-pass-plugin.js';

/** What a bundler's minifier leaves: short, but with room (a constant not folded, a helper not inlined). */
const CHUNK = `const scale=2;function twice(value){const doubled=value*scale;return doubled}export function area(width,height){return twice(width)*height}export{scale as s};`;

const load = (code: string) =>
  import(`data:text/javascript,${encodeURIComponent(code)}`) as Promise<{ area(w: number, h: number): number; s: number }>;

describe('secondPass', () => {
  it('makes a module smaller and keeps what it exports and computes', async () => {
    const smaller = await secondPass(CHUNK, true);
    expect(smaller.length).toBeLessThan(CHUNK.length);
    const [before, after] = await Promise.all([load(CHUNK), load(smaller)]);
    expect(after.area(3, 5)).toBe(before.area(3, 5));
    expect(after.s).toBe(2);
  });

  it('keeps a script’s global names (the loader’s IIFE sets one)', async () => {
    const script = 'var PonteLoader=function(){var longName={load:function(){return 1}};return longName}();';
    const smaller = await secondPass(script, false);
    expect(smaller).toContain('PonteLoader');
    expect(new Function(`${smaller};return PonteLoader.load()`)()).toBe(1);
  });
});
