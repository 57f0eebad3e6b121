// A cell: read, set, followed; a listener hears each change once, and stops when asked.
import { describe, expect, it } from 'vitest';
import { cell } from './cell.js';

describe('cell', () => {
  it('tells a subscriber the value now, then each change, until it stops', () => {
    const query = cell('');
    const heard: string[] = [];
    const stop = query.subscribe((value) => heard.push(value));
    query.value = 'ban';
    query.value = 'banco';
    stop();
    query.value = 'itaú';
    expect(heard).toEqual(['', 'ban', 'banco']);
    expect(query.peek()).toBe('itaú');
  });

  it('stays quiet when set to the value it has', () => {
    const loading = cell(true);
    const heard: boolean[] = [];
    loading.subscribe((value) => heard.push(value));
    loading.value = true;
    expect(heard).toEqual([true]);
  });

  it('keeps two subscriptions of one listener apart', () => {
    const count = cell(0);
    const heard: number[] = [];
    const listener = (value: number) => heard.push(value);
    const first = count.subscribe(listener);
    count.subscribe(listener);
    first();
    count.value = 1;
    expect(heard).toEqual([0, 0, 1]);
  });
});
