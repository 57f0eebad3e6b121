import { describe, expect, it } from 'vitest';
import { derived } from './derived.js';
import { cell } from '../state/cell.js';

describe('derived', () => {
  it('follows its inputs, telling only real changes', () => {
    const query = cell('');
    const loading = cell(true);
    const label = derived([query, loading], () => (loading.peek() ? 'loading' : `results for "${query.peek()}"`));
    const heard: string[] = [];
    label.subscribe((value) => heard.push(value));
    query.value = 'ban';
    loading.value = false;
    query.value = 'banco';
    expect(heard).toEqual(['loading', 'results for "ban"', 'results for "banco"']);
    expect(label.peek()).toBe('results for "banco"');
  });
});
