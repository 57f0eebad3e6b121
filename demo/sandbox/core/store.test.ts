// The memory store: each collection holds the record type its name stands for, in insertion order.
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './store.js';

const userCategory = { id: 't-1', itemId: 'i-1', categoryId: '05070000', category: 'Transfer - PIX', updatedAt: '2025-03-15T12:00:00.000Z' };

describe('a memory store', () => {
  it('keeps records by id, lists them in insertion order, and deletes them', () => {
    const categories = createMemoryStore().collection('userCategories');
    categories.put(userCategory);
    categories.put({ ...userCategory, id: 't-2' });
    categories.put({ ...userCategory, category: null });
    expect(categories.get('t-1')?.category).toBeNull();
    expect(categories.list().map((c) => c.id)).toEqual(['t-1', 't-2']);
    expect(categories.list((c) => c.id === 't-2')).toHaveLength(1);
    expect(categories.delete('t-1')).toBe(true);
    expect(categories.get('t-1')).toBeUndefined();
  });

  it('gives the same collection for the same name, and separate ones for different names', () => {
    const store = createMemoryStore();
    store.collection('userCategories').put(userCategory);
    expect(store.collection('userCategories').get('t-1')).toEqual(userCategory);
    expect(store.collection('loans').list()).toEqual([]);
  });

  it('does not compile with a record of another type or an unknown name (tsc checks this file)', () => {
    const store = createMemoryStore();
    const misuse = () => {
      // @ts-expect-error a user's category choice is not an item
      store.collection('items').put(userCategory);
      // @ts-expect-error there is no such collection
      store.collection('nowhere');
    };
    expect(misuse).toBeTypeOf('function');
  });
});
